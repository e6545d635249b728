import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { AdminSettingsPage } from './AdminSettingsPage';

/** The real app at /admin/settings, signed in as the demo admin: the seed's settings row. */
const meta = {
  title: 'Pages/Admin/AdminSettingsPage',
  component: AdminSettingsPage,
  parameters: { session: 'admin', route: { path: paths.adminSettings, app: true } },
} satisfies Meta<typeof AdminSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const settingsUrl = `${DEMO_SUPABASE_URL}/rest/v1/settings`;

async function form(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('form', { name: 'Einstellungen der Akademie' }, { timeout: 5000 });
}

/** Every field labelled and prefilled; bookings are open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const settings = within(await form(canvasElement));
    await expect(settings.getByLabelText(/^Name der Akademie/)).toHaveValue('Digitalakademie Deutschland');
    await expect(settings.getByLabelText(/^IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(settings.getByRole('checkbox', { name: 'Buchungen möglich' })).toBeChecked();
    await expect(settings.getByRole('button', { name: 'Einstellungen speichern' })).toBeEnabled();
    await waitFor(() => expect(document.title).toMatch(/^Einstellungen der Akademie/));
  },
};

/** Wrong IBAN and VAT rate: German messages at the fields, nothing typed is lost. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const element = await form(canvasElement);
    const settings = within(element);
    const iban = settings.getByLabelText(/^IBAN/);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'DE00 1234');
    const rate = settings.getByLabelText(/^Umsatzsteuersatz/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '101');
    await userEvent.click(settings.getByRole('button', { name: 'Einstellungen speichern' }));
    await expect(
      await settings.findByText('Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).'),
    ).toBeInTheDocument();
    await expect(settings.getByText('Der Steuersatz liegt zwischen 0 und 100 %.')).toBeInTheDocument();
    await expect(iban).toHaveValue('DE00 1234');
  },
};

/** Discounts out of the columns' ranges: German messages, what was typed stays. */
export const InvalidDiscounts: Story = {
  play: async ({ canvasElement }) => {
    const settings = within(await form(canvasElement));
    const percent = settings.getByLabelText(/^Gruppenrabatt in Prozent/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '75');
    const days = settings.getByLabelText(/^Frühbucherrabatt bis/);
    await userEvent.clear(days);
    await userEvent.click(settings.getByRole('button', { name: 'Einstellungen speichern' }));
    await expect(
      await settings.findByText('Bitte geben Sie eine ganze Zahl von 0 bis 50 (Prozent) ein.'),
    ).toBeInTheDocument();
    await expect(settings.getByText('Bitte geben Sie eine ganze Zahl von 1 bis 365 (Tage) ein.')).toBeInTheDocument();
    await expect(percent).toHaveValue('75');
  },
};

/** Rebooking: a percentage instead of the fixed fee, out of range — its own German message; what was typed stays. */
export const InvalidRebookingFee: Story = {
  play: async ({ canvasElement }) => {
    const settings = within(await form(canvasElement));
    const terms = within(settings.getByRole('group', { name: 'Umbuchung' }));
    await expect(terms.getByRole('radio', { name: 'Pauschale (netto)' })).toBeChecked();
    await expect(terms.getByLabelText(/^Pauschale in Euro/)).toHaveValue('50,00');
    await userEvent.click(terms.getByRole('radio', { name: 'Prozent des Seminarpreises' }));
    const percent = terms.getByLabelText(/^Umbuchungsgebühr in Prozent/);
    await userEvent.type(percent, '150');
    await userEvent.click(settings.getByRole('button', { name: 'Einstellungen speichern' }));
    await expect(
      await terms.findByText('Bitte geben Sie eine ganze Zahl von 0 bis 100 (Prozent) ein.'),
    ).toBeInTheDocument();
    await expect(percent).toHaveValue('150');
    await expect(terms.queryByLabelText(/^Pauschale in Euro/)).not.toBeInTheDocument();
  },
};

/** The settings never arrive. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        settings: [
          http.get(settingsUrl, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Einstellungen werden geladen …', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The server refuses the read (403): the German permission message and a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        settings: [
          http.get(settingsUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table settings' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await within(await canvas.findByRole('main')).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Die Einstellungen konnten nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
