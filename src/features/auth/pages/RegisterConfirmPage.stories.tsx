import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { RegisterConfirmPage } from './RegisterConfirmPage';

/** The real app at /register/confirm. Arriving from the sign-up form, the page also names the address. */
const meta = {
  title: 'Pages/Auth/RegisterConfirmPage',
  component: RegisterConfirmPage,
  parameters: { route: { path: paths.registerConfirm, app: true } },
} satisfies Meta<typeof RegisterConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened directly (no address in the navigation state): the text speaks of "the address you gave". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText(/Die E-Mail ist unterwegs an die Adresse, die Sie angegeben haben\./)).toBeVisible();
    await expect(main.getByText('Keine E-Mail erhalten? Prüfen Sie bitte auch Ihren Spam-Ordner.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute('href', paths.demoMailbox);
    await expect(main.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', paths.login);
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', paths.home);
    await waitFor(() => expect(document.title).toBe(`E-Mail bestätigen | ${site.name}`));
  },
};
