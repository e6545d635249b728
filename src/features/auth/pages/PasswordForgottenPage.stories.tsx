import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { PasswordForgottenPage } from './PasswordForgottenPage';

/** The real app at /passwort-vergessen: the reset request goes through the saga to the mock auth server. */
const meta = {
  title: 'Pages/Auth/PasswordForgottenPage',
  component: PasswordForgottenPage,
  parameters: { route: { path: paths.passwordForgotten, app: true } },
} satisfies Meta<typeof PasswordForgottenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function requestLink(canvasElement: HTMLElement, email: string) {
  const form = await within(canvasElement).findByRole('form', { name: 'Passwort zurücksetzen' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'E-Mail' }), email);
  await userEvent.click(within(form).getByRole('button', { name: 'Link senden' }));
  return form;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeInTheDocument();
    const form = canvas.getByRole('form', { name: 'Passwort zurücksetzen' });
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('');
    await expect(within(form).getByRole('button', { name: 'Link senden' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', paths.login);
    await waitFor(() => expect(document.title).toBe(`Passwort vergessen | ${site.name}`));
  },
};

/** Submitted empty: the field says what is missing. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Passwort zurücksetzen' });
    await userEvent.click(within(form).getByRole('button', { name: 'Link senden' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
        'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      ),
    );
  },
};

/** Sent: the same answer whether or not the address has an account, and where the demo mail lands. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestLink(canvasElement, 'kunde@akademie.test');
    const success = await within(canvas.getByRole('main')).findByRole('status');
    await expect(success).toHaveTextContent(
      'Wenn ein Konto mit dieser E-Mail-Adresse existiert, ist der Link jetzt unterwegs. Er ist eine Stunde gültig.',
    );
    await expect(within(success).getByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute(
      'href',
      paths.demoMailbox,
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** docs/errors.md: the auth server's e-mail rate limit (one handler group overridden). */
export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post(`${DEMO_SUPABASE_URL}/auth/v1/recover`, () =>
            HttpResponse.json(
              { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' },
              { status: 429 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await requestLink(canvasElement, 'kunde@akademie.test');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warten Sie einen Moment.',
    );
    await expect(within(canvas.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('kunde@akademie.test');
    await expect(within(form).getByRole('button', { name: 'Link senden' })).toBeEnabled();
  },
};
