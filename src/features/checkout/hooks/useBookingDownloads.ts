import { useState } from 'react';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { bookingCalendar } from '../calendarFile';
import { useLazyAcademySettingsQuery } from '../checkoutQueries';
import type { CompletedBooking } from '../checkoutTypes';

const INVOICE_FAILED_TEXT = 'Die Rechnung konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

/** The invoice as a PDF, made (and its code loaded) on demand with the academy's seller data, and the booked dates as a calendar file. */
export function useBookingDownloads(booking: CompletedBooking) {
  const [readSettings] = useLazyAcademySettingsQuery();
  const [invoiceState, setInvoiceState] = useState<'idle' | 'pending' | 'error'>('idle');
  const [invoiceError, setInvoiceError] = useState('');

  const downloadInvoice = async () => {
    setInvoiceState('pending');
    try {
      // The invoice's layout loads only when asked for, not with every checkout page.
      const [seller, { buildInvoicePdf }] = await Promise.all([
        readSettings(undefined, true).unwrap(),
        import(/* webpackChunkName: "invoice-pdf" */ '../invoicePdf'),
      ]);
      const bytes = await buildInvoicePdf(booking, seller);
      downloadFile(`Rechnung-${booking.result.booking_number}.pdf`, bytes as BlobPart, 'application/pdf');
      setInvoiceState('idle');
    } catch (error) {
      setInvoiceError(errorText(error, INVOICE_FAILED_TEXT));
      setInvoiceState('error');
    }
  };

  const downloadCalendar = () =>
    downloadFile(
      `Buchung-${booking.result.booking_number}.ics`,
      bookingCalendar(booking),
      'text/calendar;charset=utf-8',
    );

  return {
    invoicePending: invoiceState === 'pending',
    invoiceError: invoiceState === 'error' ? invoiceError : null,
    downloadInvoice,
    downloadCalendar,
  };
}
