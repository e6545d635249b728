import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { SettingsPage } from './SettingsPage';

/** The real app at /settings: the route guard, the layout and the profile from the mock backend. */
const meta = {
  title: 'Pages/Account/SettingsPage',
  component: SettingsPage,
  parameters: { route: { path: paths.settings, app: true } },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const profilesUrl = `${DEMO_SUPABASE_URL}/rest/v1/profiles`;

/** The profile form prefilled from the customer's profile; notifications and account data below. */
export const SignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Profil' }, { timeout: 3000 });
    await expect(within(form).getByRole('textbox', { name: 'Vorname' })).toHaveValue('Katharina');
    await expect(within(form).getByRole('textbox', { name: 'Nachname' })).toHaveValue('Neumann');
    await expect(within(form).getByRole('combobox', { name: 'Land' })).toBeInTheDocument();
    await expect(within(form).getByRole('button', { name: 'Profil speichern' })).toBeEnabled();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('form', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    const account = main.getByRole('region', { name: 'Kontodaten' });
    await expect(account).toHaveTextContent('kunde@akademie.test');
    await expect(within(account).getByRole('button', { name: 'Konto löschen' })).toBeEnabled();
    const toc = canvas.getByRole('navigation', { name: 'Bereiche der Einstellungen' });
    await expect(within(toc).getByRole('link', { name: 'Kontodaten' })).toHaveAttribute('href', '#kontodaten');
    await waitFor(() => expect(document.title).toBe(`Einstellungen | ${site.name}`));
  },
};

/** A 3-digit postcode for Germany: the field says so, keeps the input, and nothing is saved. */
export const ValidationError: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Profil' }, { timeout: 3000 });
    const postcode = within(form).getByRole('textbox', { name: 'PLZ' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('Bitte geben Sie eine fünfstellige PLZ ein.'));
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveValue('123');
    await expect(canvas.queryByText('Profil gespeichert')).not.toBeInTheDocument();
  },
};

/** Deleting the account needs the typed confirmation word before the dialog's button works. */
export const DeleteNeedsConfirmation: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('region', { name: 'Kontodaten' }, { timeout: 3000 });
    const trigger = within(account).getByRole('button', { name: 'Konto löschen' });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Konto endgültig löschen?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Konto endgültig löschen' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bestätigung' }), 'LÖSCHEN');
    await expect(confirm).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The profile request never answers: the loading state. */
export const Loading: Story = {
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        profiles: [
          http.get(profilesUrl, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main'));
    // By text: while the page's chunk loads, the route's own fallback is a status too ('Seite wird geladen …').
    await expect(await main.findByText('Ihre Daten werden geladen …', {}, { timeout: 3000 })).toHaveAttribute(
      'role',
      'status',
    );
    await expect(main.queryByRole('form', { name: 'Profil' })).not.toBeInTheDocument();
  },
};

/**
 * The server refuses the profile: a German message with a retry. A 403, not a 500: the query policy (docs/constants.md)
 * retries a 500 three times with 1 + 2 + 4 s of back-off before showing the same state.
 */
export const LoadFailed: Story = {
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        profiles: [
          http.get(profilesUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table profiles' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await within(await canvas.findByRole('main')).findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Ihr Profil konnte nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(canvas.queryByRole('form', { name: 'Profil' })).not.toBeInTheDocument();
  },
};

/** Signed out (no `session`): the guard sends the visitor to the sign-in page. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
  },
};
