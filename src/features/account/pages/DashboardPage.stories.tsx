import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { storyInvoiceRecords } from '@/features/invoices';
import { DashboardPage } from './DashboardPage';

/** The real app at /dashboard: the route guard, the layout and the bookings from the mock backend. */
const meta = {
  title: 'Pages/Account/DashboardPage',
  component: DashboardPage,
  parameters: { route: { path: paths.dashboard, app: true } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bookingsUrl = `${DEMO_SUPABASE_URL}/rest/v1/bookings`;

/** The demo customer: one upcoming booking (with a webinar), one past paid and one cancelled; the invoices of the two binding. */
export const SignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Willkommen zurück, Katharina Neumann.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const upcoming = await canvas.findByRole('region', { name: 'Bevorstehende Buchungen' });
    const [card] = within(upcoming).getAllByRole('article');
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(1);
    await expect(card).toHaveTextContent('Bestätigt');
    await expect(card).toHaveTextContent('Online');
    await expect(within(card!).getByRole('button', { name: /Kalendereintrag \(\.ics\)/ })).toBeEnabled();
    await expect(within(card!).getByRole('button', { name: /Stornieren/ })).toBeEnabled();
    const past = canvas.getByRole('region', { name: 'Vergangene und stornierte Buchungen' });
    await expect(within(past).getAllByRole('article')).toHaveLength(2);
    await expect(past).toHaveTextContent('Bezahlt');
    await expect(past).toHaveTextContent('Storniert');
    const profile = canvas.getByRole('region', { name: 'Profil' });
    await expect(profile).toHaveTextContent('kunde@akademie.test');
    await expect(within(profile).getByRole('link', { name: 'Profil und Einstellungen bearbeiten' })).toHaveAttribute(
      'href',
      paths.settings,
    );
    await waitFor(() => expect(document.title).toBe(`Mein Konto | ${site.name}`));
    // The demo seed issues the invoices of her binding bookings (the paid company one and the confirmed private one),
    // none for the cancelled one; the company's comes with its XRechnung.
    const invoices = canvas.getByRole('region', { name: 'Rechnungen' });
    const items = await within(invoices).findAllByRole('listitem', {}, { timeout: 3000 });
    await expect(items).toHaveLength(2);
    for (const item of items) await expect(item).toHaveTextContent(/^Rechnung RE-\d{4}-\d{5}vom /);
    await expect(within(invoices).getAllByRole('button', { name: /^PDF herunterladen – Rechnung RE-/ })).toHaveLength(
      2,
    );
    await expect(within(invoices).getAllByRole('button', { name: /^XRechnung \(XML\) – Rechnung RE-/ })).toHaveLength(
      1,
    );
  },
};

/** „Rechnungen“: an invoice and its credit note (a company's: PDF and XRechnung each), newest first. */
export const WithInvoices: Story = {
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        invoices: [
          http.get(`${DEMO_SUPABASE_URL}/rest/v1/invoices`, () =>
            HttpResponse.json(storyInvoiceRecords('a7000000-0000-4000-8000-00000000beef', 'DA-2026-000042', true)),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Rechnungen' }, { timeout: 3000 });
    const items = await within(section).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Rechnungskorrektur GS-2027-00001 zu RE-2027-00001');
    await expect(items[1]).toHaveTextContent('Buchung DA-2026-000042');
    await expect(
      within(section).getByRole('button', { name: 'XRechnung (XML) – Rechnung RE-2027-00001' }),
    ).toBeEnabled();
  },
};

/** Cancelling asks first; "Nein, behalten" keeps the booking and returns focus to the button. */
export const CancelAsksFirst: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = await canvas.findByRole('region', { name: 'Bevorstehende Buchungen' }, { timeout: 3000 });
    const trigger = within(upcoming).getByRole('button', { name: /Stornieren/ });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Bis 14 Tage vor dem ersten Seminartag ist die Stornierung kostenfrei.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nein, behalten' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(1);
  },
};

/** The bookings request never answers: the loading state, never an empty list. */
export const Loading: Story = {
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        bookings: [
          http.get(bookingsUrl, async () => {
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
    await expect(await main.findByText('Buchungen werden geladen …', {}, { timeout: 3000 })).toHaveAttribute(
      'role',
      'status',
    );
    await expect(main.queryByRole('heading', { name: 'Noch keine Buchungen' })).not.toBeInTheDocument();
  },
};

/** The admin demo account has no bookings: the empty state points to the cities. */
export const Empty: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Noch keine Buchungen' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'München' })).toHaveAttribute('href', '/muenchen');
    await expect(main.getByRole('link', { name: 'Köln' })).toHaveAttribute('href', '/koeln');
  },
};

/**
 * The server refuses the bookings: a German message and a retry that works once the server answers again. The
 * refusal is a 403 because the query policy (docs/constants.md) retries a 500 three times with 1 + 2 + 4 s of back-off
 * before it gives up; that state is the same, only 7 s later.
 */
export const LoadFailed: Story = {
  parameters: {
    session: 'customer',
    msw: {
      handlers: {
        bookings: [
          http.get(bookingsUrl, () =>
            HttpResponse.json({ code: '42501', message: 'permission denied for table bookings' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await within(await canvas.findByRole('main')).findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Ihre Buchungen konnten nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Bevorstehende Buchungen' })).not.toBeInTheDocument();
  },
};

/** Signed out (no `session`): the guard sends the visitor to the sign-in page. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Anmeldung' })).toBeInTheDocument();
  },
};

/** `Teilnehmer ändern` opens the substitute form for that seat; empty fields get German messages. */
export const ChangeParticipant: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = await canvas.findByRole('region', { name: 'Bevorstehende Buchungen' }, { timeout: 3000 });
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Teilnehmer ändern – Jonas Albrecht' }));
    const form = within(upcoming).getByRole('form', { name: 'Ersatz für Jonas Albrecht' });
    await userEvent.click(within(form).getByRole('button', { name: 'Änderung speichern' }));
    await expect(within(form).getByText('Bitte geben Sie den Nachnamen ein.')).toBeVisible();
  },
};

/**
 * `Umbuchen` on the seminar line (not on the webinar): the seminar's other dates from the catalogue, the quote of the
 * mock backend before confirming, then the confirmation; the card shows the new date.
 */
export const Rebook: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const upcoming = await canvas.findByRole('region', { name: 'Bevorstehende Buchungen' }, { timeout: 3000 });
    const [button, ...others] = within(upcoming).getAllByRole('button', { name: /^Umbuchen/ });
    await expect(others).toHaveLength(0);
    await expect(button).toHaveAccessibleName(/^Umbuchen – Google Analytics 4/);
    await userEvent.click(button!);
    const dialog = await body.findByRole('dialog', { name: 'Termin umbuchen' }, { timeout: 3000 });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Berlin/ }, { timeout: 3000 }));
    const quote = within(dialog).getByRole('region', { name: 'Ihre Umbuchung' });
    await waitFor(() => expect(quote).toHaveTextContent('Umbuchung kostenfrei bis'), { timeout: 3000 });
    await expect(quote).toHaveTextContent('Kostenfrei umbuchen bis 14 Tage vor Beginn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt umbuchen' }));
    await expect(
      await within(dialog).findByRole('heading', { name: 'Umbuchung bestätigt' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(upcoming).toHaveTextContent('Spreeforum Tagungszentrum'), { timeout: 3000 });
  },
};
