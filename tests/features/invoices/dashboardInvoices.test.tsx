/**
 * Where invoices are (docs/invoices.md, issue 30): the customer's dashboard lists every invoice and credit note of
 * their bookings, each built from its stored record on demand: the PDF, and for a business buyer the XRechnung.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb } from '../../../mocks';
import { creditBookingInvoice, issueInvoice } from '../../../mocks/app/rpc/invoices';
import { DEMO_CUSTOMER, seedId } from '../../../mocks/seed';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(30_000);

const COMPANY_BOOKING = seedId('booking', 1);
const CONSUMER_BOOKING = seedId('booking', 2);

function invoiceRow(bookingId: string, kind: 'invoice' | 'credit_note') {
  return getMockDb()
    .rows('invoices')
    .find((row) => row.booking_id === bookingId && row.kind === kind)!;
}

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('/dashboard: Rechnungen', () => {
  it('a customer whose booking is binding downloads its invoice as PDF and, as a company, as XRechnung', async () => {
    const db = getMockDb();
    // The demo customer's paid company booking and the confirmed consumer booking come with their invoices from the
    // seed (docs/demo-data.md): issuing again gives nothing. The consumer booking's is then cancelled.
    expect(issueInvoice(db, COMPANY_BOOKING)).toBeNull();
    expect(issueInvoice(db, CONSUMER_BOOKING)).toBeNull();
    creditBookingInvoice(db, CONSUMER_BOOKING, 'Stornierung');
    const company = invoiceRow(COMPANY_BOOKING, 'invoice');
    const consumer = invoiceRow(CONSUMER_BOOKING, 'invoice');
    const creditNote = invoiceRow(CONSUMER_BOOKING, 'credit_note');
    const companyNumber = String(company.number);
    const companyBookingNumber = String(db.rows('bookings').find((b) => b.id === COMPANY_BOOKING)!.booking_number);

    const created = captureDownloads();
    await signInAs('customer');
    const { user } = renderApp(paths.dashboard);
    const section = await screen.findByRole('region', { name: 'Rechnungen' }, { timeout: 8000 });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const texts = items.map((item) => item.textContent ?? '');
    expect(texts.find((t) => t.includes(companyNumber))).toMatch(
      new RegExp(`^Rechnung ${companyNumber}vom .+ · Buchung ${companyBookingNumber} · [\\d.]+,\\d{2}\\s€ brutto`),
    );
    expect(texts.find((t) => t.includes(String(creditNote.number)))).toContain(
      `Rechnungskorrektur ${String(creditNote.number)} zu ${String(consumer.number)}`,
    );

    // The consumer's invoice is a plain PDF: no XRechnung offered.
    const consumerItem = items.find((item) => item.textContent?.includes(`Rechnung ${String(consumer.number)}`))!;
    expect(within(consumerItem).queryByRole('button', { name: /XRechnung/ })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: `PDF herunterladen – Rechnung ${companyNumber}` }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 15_000 });
    expect(created[0]!.type).toBe('application/pdf');
    const pdf = new Uint8Array(await created[0]!.arrayBuffer());
    expect(latin1(pdf.slice(0, 5))).toBe('%PDF-');
    // A business buyer's PDF is the Factur-X hybrid: the EN 16931 XML travels inside.
    expect(latin1(pdf)).toContain('factur-x.xml');

    await user.click(within(section).getByRole('button', { name: `XRechnung (XML) – Rechnung ${companyNumber}` }));
    await waitFor(() => expect(created).toHaveLength(2), { timeout: 15_000 });
    expect(created[1]!.type).toMatch(/^application\/xml/);
    const xml = await created[1]!.text();
    expect(xml).toMatch(new RegExp(`<rsm:ExchangedDocument>\\s*<ram:ID>${companyNumber}</ram:ID>`));
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
  });

  it('says when there is no invoice yet', async () => {
    // A customer none of whose bookings is binding yet: the demo customer without the seed's invoices.
    const db = getMockDb();
    const own = new Set(
      db
        .rows('bookings')
        .filter((b) => b.user_id === DEMO_CUSTOMER.id)
        .map((b) => b.id),
    );
    db.setRows(
      'invoices',
      db.rows('invoices').filter((i) => !own.has(i.booking_id)),
    );
    await signInAs('customer');
    renderApp(paths.dashboard);
    const section = await screen.findByRole('region', { name: 'Rechnungen' }, { timeout: 8000 });
    await waitFor(() =>
      expect(section).toHaveTextContent(
        'Noch keine Rechnungen. Eine Rechnung entsteht, sobald Ihre Buchung verbindlich ist.',
      ),
    );
  });
});
