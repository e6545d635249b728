import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { RegisterCompletePage } from './RegisterCompletePage';

/**
 * The real app at /register/complete, the target of the confirmation e-mail. In the product the link signs the user
 * in; a story cannot open the link (a page navigation), so `session` stands for it.
 */
const meta = {
  title: 'Pages/Auth/RegisterCompletePage',
  component: RegisterCompletePage,
  parameters: { route: { path: paths.registerComplete, app: true } },
} satisfies Meta<typeof RegisterCompletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in by the link: a welcome by first name, the confirmed address and the way on. */
export const SignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Willkommen, Katharina! Ihr Kundenkonto ist eingerichtet.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(
      'Ihre E-Mail-Adresse (kunde@akademie.test) ist bestätigt und Sie sind angemeldet.',
    );
    await expect(main.getByRole('link', { name: 'Zu Mein Konto' })).toHaveAttribute('href', paths.dashboard);
    await expect(main.getByRole('link', { name: 'Seminare entdecken' })).toHaveAttribute('href', paths.home);
    await waitFor(() => expect(document.title).toBe(`Registrierung abgeschlossen | ${site.name}`));
  },
};

/** No session from the link (used, expired or opened elsewhere): the error and the ways out. */
export const InvalidLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Der Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an – falls Ihr Konto schon bestätigt ist, klappt das sofort.',
    );
    await expect(canvas.getByText('Ihre E-Mail-Adresse konnte nicht bestätigt werden.')).toBeInTheDocument();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', paths.login);
    await expect(main.getByRole('link', { name: 'Erneut registrieren' })).toHaveAttribute('href', paths.registerEmail);
  },
};
