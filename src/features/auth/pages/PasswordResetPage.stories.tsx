import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { PasswordResetPage } from './PasswordResetPage';

/**
 * The real app at /passwort-zuruecksetzen, the target of the reset e-mail. The link signs the user in; a story cannot
 * open it (a page navigation), so `session` stands for it.
 */
const meta = {
  title: 'Pages/Auth/PasswordResetPage',
  component: PasswordResetPage,
  parameters: { route: { path: paths.passwordReset, app: true } },
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in by the link: the form for the new password. */
export const SignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Neues Passwort' }, { timeout: 3000 });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    await expect(canvas.getByText('Mindestens 6 Zeichen.')).toBeInTheDocument();
    await expect(within(form).getByLabelText(/^Neues Passwort/)).toHaveValue('');
    await expect(within(form).getByLabelText(/^Passwort wiederholen/)).toHaveValue('');
    await expect(within(form).getByRole('button', { name: 'Passwort speichern' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe(`Neues Passwort | ${site.name}`));
  },
};

/** Two different passwords: the repeat field says so, nothing is sent. */
export const PasswordsDiffer: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Neues Passwort' }, { timeout: 3000 });
    await userEvent.type(within(form).getByLabelText(/^Neues Passwort/), 'neues-geheimnis');
    await userEvent.type(within(form).getByLabelText(/^Passwort wiederholen/), 'anderes-geheimnis');
    await userEvent.click(within(form).getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Passwort wiederholen/)).toHaveAccessibleDescription(
        'Die Passwörter stimmen nicht überein.',
      ),
    );
  },
};

/** The new password is saved by the mock auth server; the way on is Mein Konto. */
export const Saved: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Neues Passwort' }, { timeout: 3000 });
    await userEvent.type(within(form).getByLabelText(/^Neues Passwort/), 'neues-geheimnis');
    await userEvent.type(within(form).getByLabelText(/^Passwort wiederholen/), 'neues-geheimnis');
    await userEvent.click(within(form).getByRole('button', { name: 'Passwort speichern' }));
    const success = await within(canvas.getByRole('main')).findByRole('status');
    await expect(success).toHaveTextContent('Ihr neues Passwort ist gespeichert.');
    await expect(within(success).getByRole('link', { name: 'Weiter zu Mein Konto' })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
  },
};

/** No session (the link was used, expired or opened elsewhere): the error and a way to a new link. */
export const InvalidLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Der Link ist ungültig oder abgelaufen. Fordern Sie bitte einen neuen an.',
    );
    await expect(canvas.queryByRole('form', { name: 'Neues Passwort' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      paths.passwordForgotten,
    );
  },
};
