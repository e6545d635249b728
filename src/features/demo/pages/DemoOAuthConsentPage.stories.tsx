import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { GOOGLE_SIGN_IN_ERROR_TEXT } from '@/lib/supabase';
import { DemoOAuthConsentPage } from './DemoOAuthConsentPage';

/**
 * The real app at the demo's stand-in for Google's consent screen, as the mock's `/auth/v1/authorize` sends the user
 * there. "Zulassen" leaves the SPA (a page navigation to the redirect target), so no story clicks it.
 */
const consentUrl = `${paths.demoOAuthConsent}?provider=google&redirect_to=${encodeURIComponent(`${window.location.origin}/`)}`;

const meta = {
  title: 'Pages/Demo/DemoOAuthConsentPage',
  component: DemoOAuthConsentPage,
  parameters: { route: { path: consentUrl, app: true } },
} satisfies Meta<typeof DemoOAuthConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The simulated Google account, prefilled and editable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mit Google anmelden (Demo)' }),
    ).toBeInTheDocument();
    const form = canvas.getByRole('form', { name: 'Google-Konto' });
    await expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('max.mustermann@gmail.test');
    await expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Max Mustermann');
    await expect(within(form).getByRole('button', { name: 'Zulassen' })).toBeEnabled();
    await expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe(`Demo-Google-Anmeldung | ${site.name}`));
  },
};

/** Emptied fields: the consent is not sent and each field says what is missing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Google-Konto' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'E-Mail' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Zulassen' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
        'Bitte geben Sie die E-Mail-Adresse Ihres Google-Kontos ein.',
      ),
    );
    await expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Bitte geben Sie Ihren Namen ein.',
    );
  },
};

/** Declining leads back to the sign-in page with the Google failure text of docs/errors.md. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Google-Konto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Abbrechen' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toHaveTextContent(
      GOOGLE_SIGN_IN_ERROR_TEXT,
    );
  },
};
