import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LoginPage } from './LoginPage';

/** The real app at /login: the guest guard, the layout and the auth saga against the mock backend. */
const meta = {
  title: 'Pages/Auth/LoginPage',
  component: LoginPage,
  parameters: { route: { path: paths.login, app: true } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    const form = canvas.getByRole('form', { name: 'Anmeldung' });
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('');
    await expect(within(form).getByLabelText(/^Passwort/)).toHaveValue('');
    await expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      paths.passwordForgotten,
    );
    await expect(canvas.getByRole('link', { name: 'Noch kein Konto? Registrieren' })).toHaveAttribute(
      'href',
      paths.registerEmail,
    );
    const demo = canvas.getByRole('complementary', { name: 'Demo-Zugänge' });
    await expect(within(demo).getByRole('button', { name: 'Kunde-Zugang eintragen' })).toBeInTheDocument();
    await expect(within(demo).getByRole('button', { name: 'Admin-Zugang eintragen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Anmelden | ${site.name}`));
  },
};

/** docs/errors.md: the server refuses the password; the German text shows and everything typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Anmeldung' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'E-Mail' }), 'kunde@akademie.test');
    await userEvent.type(within(form).getByLabelText(/^Passwort/), 'falsches-passwort');
    await userEvent.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.',
    );
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('kunde@akademie.test');
    await expect(within(form).getByLabelText(/^Passwort/)).toHaveValue('falsches-passwort');
    await expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  },
};

/** Submitted empty: each field says what is missing, tied to its input; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Anmeldung' });
    await userEvent.click(within(form).getByRole('button', { name: 'Anmelden' }));
    const email = within(form).getByRole('textbox', { name: 'E-Mail' });
    const password = within(form).getByLabelText(/^Passwort/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Bitte geben Sie Ihr Passwort ein.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A signed-in customer who opens /login is sent home (the page is for guests only). */
export const SignedInCustomer: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: site.tagline }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Anmeldung' })).not.toBeInTheDocument();
  },
};
