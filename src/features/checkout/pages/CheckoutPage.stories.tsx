import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { CheckoutPage } from './CheckoutPage';
import { SEO_HAMBURG, STORY_CART_ID, storedCart } from './storyFixtures';

/**
 * The real app at /checkout?cartId=… over the mock backend. The cart is a stored cart (IndexedDB, as the cart saga
 * writes it) that the app loads from the URL — `parameters.store.actions` cannot fill it, since the cart saga only
 * takes `In den Warenkorb` after the layout started it. Play functions walk the steps like a user.
 */
const meta = {
  title: 'Pages/Checkout/CheckoutPage',
  component: CheckoutPage,
  parameters: {
    route: { path: `${paths.checkout}?cartId=${STORY_CART_ID}`, app: true },
  },
  loaders: [storedCart([{ item: SEO_HAMBURG, quantity: 2 }])],
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function step(canvas: Canvas, name: string) {
  return canvas.findByRole('heading', { level: 2, name }, { timeout: 3000 });
}

async function next(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
}

async function toParticipants(canvas: Canvas) {
  await step(canvas, 'Warenkorb');
  await next(canvas);
  await step(canvas, 'Teilnehmer');
}

async function fillParticipants(canvas: Canvas) {
  await toParticipants(canvas);
  const [first1, first2] = canvas.getAllByLabelText(/^Vorname/);
  const [last1, last2] = canvas.getAllByLabelText(/^Nachname/);
  const [mail1, mail2] = canvas.getAllByLabelText(/^E-Mail/);
  await userEvent.type(first1!, 'Erika');
  await userEvent.type(last1!, 'Musterfrau');
  await userEvent.type(mail1!, 'erika@example.test');
  await userEvent.type(first2!, 'Max');
  await userEvent.type(last2!, 'Mustermann');
  await userEvent.type(mail2!, 'max@example.test');
  await next(canvas);
  await step(canvas, 'Rechnungsdaten');
}

async function fillCustomer(canvas: Canvas) {
  await fillParticipants(canvas);
  await userEvent.type(canvas.getByLabelText(/^Vorname/), 'Erika');
  await userEvent.type(canvas.getByLabelText(/^Nachname/), 'Musterfrau');
  await userEvent.type(canvas.getByLabelText(/^E-Mail/), 'erika@example.test');
  await userEvent.type(canvas.getByLabelText(/^Straße und Hausnummer/), 'Musterweg 1');
  await userEvent.type(canvas.getByLabelText(/^PLZ/), '10115');
  await userEvent.type(canvas.getByLabelText(/^Ort/), 'Berlin');
  await next(canvas);
  await step(canvas, 'Zahlungsart');
}

async function toSummary(canvas: Canvas) {
  await fillCustomer(canvas);
  await next(canvas);
  await step(canvas, 'Prüfen und bestellen');
}

/** Nothing in the cart: the empty state with ways on. */
export const EmptyCart: Story = {
  parameters: { route: { path: paths.checkout, app: true } },
  loaders: [storedCart([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Seminare entdecken' })).toBeInTheDocument();
  },
};

/** Step 1: the cart's lines, quantities and `Entfernen`. */
export const FilledCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Warenkorb');
    await expect(canvas.getByText('Schritt 1 von 5')).toBeInTheDocument();
    await expect(canvas.getByText('2 Plätze')).toBeInTheDocument();
  },
};

/** Step 2: one participant per seat. */
export const Participants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toParticipants(canvas);
    await expect(canvas.getAllByLabelText(/^Vorname/)).toHaveLength(2);
  },
};

/** Step 2 with German validation messages. */
export const ParticipantsInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toParticipants(canvas);
    await next(canvas);
    await expect((await canvas.findAllByText('Bitte geben Sie den Vornamen ein.')).length).toBe(2);
  },
};

/** Step 3 for a guest, as a company. */
export const CustomerData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillParticipants(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Firma' }));
    await expect(canvas.getByLabelText(/^Firmenname/)).toBeInTheDocument();
  },
};

/** Step 3 for the signed-in demo customer: prefilled from the profile. */
export const CustomerDataSignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toParticipants(canvas);
    // The first seat is the customer; the second is someone else.
    await waitFor(() => expect(canvas.getAllByLabelText(/^Vorname/)[0]).toHaveValue('Katharina'));
    await userEvent.type(canvas.getAllByLabelText(/^Vorname/)[1]!, 'Jonas');
    await userEvent.type(canvas.getAllByLabelText(/^Nachname/)[1]!, 'Neumann');
    await userEvent.type(canvas.getAllByLabelText(/^E-Mail/)[1]!, 'jonas@example.test');
    await next(canvas);
    await step(canvas, 'Rechnungsdaten');
    await waitFor(() => expect(canvas.getByLabelText(/^Firmenname/)).toHaveValue('Neumann Kommunikation GmbH'));
  },
};

/** Step 4: `Rechnung` or `Online bezahlen`, each saying how long the seats are held (settings, docs/booking-rules.md). */
export const PaymentMethod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCustomer(canvas);
    await expect(canvas.getByRole('radio', { name: /Rechnung/ })).toBeChecked();
    await waitFor(() => expect(canvas.getByText(/innerhalb von 24 Stunden Ihre E-Mail-Adresse/)).toBeInTheDocument());
    await expect(canvas.getByText(/Ihre Plätze sind 30 Minuten für die Zahlung reserviert/)).toBeInTheDocument();
  },
};

/**
 * Step 5: net, 19 % VAT and gross, the legal links, consent, and above `Zahlungspflichtig bestellen` what happens
 * next for a guest paying by invoice (confirm the address within 24 hours).
 */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSummary(canvas);
    await expect(canvas.getByRole('table', { name: 'Ihre Bestellung' })).toHaveTextContent('2.980,00 €');
    await waitFor(() => expect(canvas.getByText(/innerhalb von 24 Stunden;/)).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled();
  },
};

/** Step 5 with online payment: the seats are held for 30 minutes while the customer pays. */
export const SummaryOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCustomer(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /Online bezahlen/ }));
    await next(canvas);
    await step(canvas, 'Prüfen und bestellen');
    await waitFor(() => expect(canvas.getByText(/30 Minuten lang für Sie reserviert/)).toBeInTheDocument());
  },
};

/** The server refuses: the seats went meanwhile. The message names the line; cart and fields stay. */
export const SoldOutRefusal: Story = {
  parameters: {
    msw: {
      handlers: {
        refusal: [
          http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/book_cart`, () =>
            HttpResponse.json(
              {
                code: 'P0001',
                message: 'SESSION_SOLD_OUT',
                details: JSON.stringify({ line: 0, seats_left: 1 }),
                hint: null,
              },
              { status: 400 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSummary(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/ausgebucht\. Betroffen ist „SEO-Grundlagen[^“]*“ am .* in Hamburg\./);
  },
};
