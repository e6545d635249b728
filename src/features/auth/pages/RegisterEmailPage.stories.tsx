import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { RegisterEmailPage } from './RegisterEmailPage';

/** The real app at /register/email: guest guard, layout and the sign-up saga against the mock auth server. */
const meta = {
  title: 'Pages/Auth/RegisterEmailPage',
  component: RegisterEmailPage,
  parameters: { route: { path: paths.registerEmail, app: true } },
} satisfies Meta<typeof RegisterEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(
  canvasElement: HTMLElement,
  values: { firstName: string; lastName: string; email: string; password: string },
) {
  const form = await within(canvasElement).findByRole('form', { name: 'Registrierung' });
  const fields = within(form);
  await userEvent.type(fields.getByRole('textbox', { name: 'Vorname' }), values.firstName);
  await userEvent.type(fields.getByRole('textbox', { name: 'Nachname' }), values.lastName);
  await userEvent.type(fields.getByRole('textbox', { name: 'E-Mail' }), values.email);
  await userEvent.type(fields.getByLabelText(/^Passwort/), values.password);
  await userEvent.click(fields.getByRole('button', { name: 'Registrieren' }));
  return form;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeInTheDocument();
    const form = canvas.getByRole('form', { name: 'Registrierung' });
    for (const name of ['Vorname', 'Nachname', 'E-Mail']) {
      await expect(within(form).getByRole('textbox', { name })).toBeRequired();
    }
    await expect(within(form).getByLabelText(/^Passwort/)).toHaveAccessibleDescription('Mindestens 6 Zeichen.');
    await expect(canvas.getByRole('link', { name: 'Schon ein Konto? Anmelden' })).toHaveAttribute('href', paths.login);
    await waitFor(() => expect(document.title).toBe(`Registrieren | ${site.name}`));
  },
};

/** Submitted empty: every field says what is missing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Registrierung' });
    await userEvent.click(within(form).getByRole('button', { name: 'Registrieren' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription(
        'Bitte geben Sie Ihren Vornamen ein.',
      ),
    );
    await expect(within(form).getByRole('textbox', { name: 'Nachname' })).toHaveAccessibleDescription(
      'Bitte geben Sie Ihren Nachnamen ein.',
    );
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    );
    await expect(within(form).getByLabelText(/^Passwort/)).toHaveAccessibleDescription(
      'Mindestens 6 Zeichen. Bitte geben Sie Ihr Passwort ein.',
    );
  },
};

/** docs/errors.md: the address has an account already; the German text shows and every field keeps its value. */
export const AlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fillIn(canvasElement, {
      firstName: 'Klara',
      lastName: 'Kunde',
      email: 'kunde@akademie.test',
      password: 'geheim123',
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.',
    );
    await expect(within(form).getByRole('textbox', { name: 'Vorname' })).toHaveValue('Klara');
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('kunde@akademie.test');
    await expect(within(form).getByLabelText(/^Passwort/)).toHaveValue('geheim123');
  },
};

/** A new address: the account is created and the confirmation page names where the e-mail went. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, {
      firstName: 'Lena',
      lastName: 'Neumann',
      email: 'lena.neumann@beispiel.test',
      password: 'geheim123',
    });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('lena.neumann@beispiel.test')).toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute(
      'href',
      paths.demoMailbox,
    );
  },
};
