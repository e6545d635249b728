/**
 * The admin's booking detail lists the booking's invoices and credit notes with their documents (docs/invoices.md):
 * confirming issues the invoice, cancelling its credit note, and both are downloadable from the dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb } from '../../../mocks';
import { captureDownloads } from '../../utils/downloads';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(40_000);

function schneider() {
  return getMockDb()
    .rows('bookings')
    .find((row) => row.customer_last_name === 'Schneider')!;
}

describe('/admin/buchungen: Rechnungen of a booking', () => {
  it('an admin sees the invoice a confirmation issued, downloads PDF and XRechnung, and the credit note of a cancel', async () => {
    const created = captureDownloads();
    await signInAs('admin');
    const { user } = renderApp(`${paths.adminBookings}?q=Logistik`);
    await screen.findByRole('table', { name: 'Buchungen' }, { timeout: 8000 });
    const number = String(schneider().booking_number);
    await user.click(await screen.findByRole('button', { name: `Buchung ${number} anzeigen` }));
    const dialog = await screen.findByRole('dialog', { name: `Buchung ${number}` });
    const section = within(dialog).getByRole('region', { name: 'Rechnungen' });
    // Pending: not binding, so no invoice yet.
    await waitFor(() =>
      expect(section).toHaveTextContent('Keine Rechnung: Sie entsteht, sobald die Buchung verbindlich ist.'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Status: Bestätigt'));
    const invoice = getMockDb()
      .rows('invoices')
      .find((row) => row.booking_id === schneider().id)!;
    const invoiceNumber = String(invoice.number);
    const pdfButton = await within(section).findByRole('button', {
      name: `PDF herunterladen – Rechnung ${invoiceNumber}`,
    });
    await user.click(pdfButton);
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 15_000 });
    const pdf = new Uint8Array(await created[0]!.arrayBuffer());
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');
    await user.click(within(section).getByRole('button', { name: `XRechnung (XML) – Rechnung ${invoiceNumber}` }));
    await waitFor(() => expect(created).toHaveLength(2), { timeout: 15_000 });
    expect(await created[1]!.text()).toMatch(
      new RegExp(`<rsm:ExchangedDocument>\\s*<ram:ID>${invoiceNumber}</ram:ID>`),
    );

    // Cancelled: the credit note stands beside the original.
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Ja, stornieren' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Status: Storniert'));
    const creditNote = await within(section).findByText(/^Rechnungskorrektur GS-/);
    expect(creditNote.closest('li')).toHaveTextContent(`zu ${invoiceNumber}`);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });
});
