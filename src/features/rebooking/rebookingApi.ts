import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

/** The booked date or the new one, as `rebooking_quote` names it. */
export interface RebookingDate {
  session_id: string;
  title: string;
  /** `Venue, City`, the snapshot a booking line keeps. */
  location_name: string;
  start_date: string;
  /** `HH:MM:SS`, Berlin wall-clock time. */
  start_time: string;
}

/**
 * `rebooking_quote`: what moving one seminar line to another date would cost, before anything changes
 * (supabase/migrations/…_rebooking.sql; docs/booking-rules.md "Rebooking"). Cents, gross incl. VAT unless named net.
 */
export interface RebookingQuote {
  booking_id: string;
  booking_number: string;
  booking_item_id: string;
  from: RebookingDate;
  to: RebookingDate & { seats_left: number };
  /** Free of charge until this instant (the booked date's start minus the free days). */
  free_until: string;
  /** The fee this rebooking costs now: 0 within the free period, for a cancelled date, or waived. */
  fee_net_cents: number;
  fee_vat_cents: number;
  fee_gross_cents: number;
  fee_waived: boolean;
  gross_cents_before: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  /** New gross minus the gross before (negative when the new date costs less). */
  difference_cents: number;
  /** What the booker has paid so far (0 while the invoice is open). */
  paid_cents: number;
  /** Paid back to the booker (≥ 0). */
  refund_cents: number;
  /** Still to pay (≥ 0). */
  due_cents: number;
}

/** `rebook_booking_item`: the quote as carried out, with the new invoice and the credit note of the old one. */
export interface RebookingResult extends RebookingQuote {
  rebooking_id: string;
  status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
  invoice_number: string | null;
  credit_note_number: string | null;
}

/**
 * The academy's rebooking terms, columns of `settings` (readable by everyone; docs/booking-rules.md "Rebooking"): free
 * until `free_rebooking_days` before the start, then `rebooking_fee_net_cents` (net) or, when that is null,
 * `rebooking_fee_percent` of the line's net — exactly one of the two is set — plus VAT.
 */
export type RebookingTerms = Pick<
  Database['public']['Tables']['settings']['Row'],
  'free_rebooking_days' | 'rebooking_fee_net_cents' | 'rebooking_fee_percent' | 'vat_rate'
>;

export interface RebookingRequest {
  /** The booking line (booking item) to move. */
  itemId: string;
  /** The new date. */
  sessionId: string;
  /** A guest's view token (`/meine-buchung`); left out when signed in. */
  token?: string | null;
  /** An admin's `Ohne Umbuchungsgebühr` (`_waive_fee`; FORBIDDEN for anyone else). */
  waiveFee?: boolean;
}

function lineArgs({ itemId, sessionId, token, waiveFee }: RebookingRequest) {
  return {
    _booking_item_id: itemId,
    _session_id: sessionId,
    ...(token ? { _token: token } : {}),
    ...(waiveFee ? { _waive_fee: true } : {}),
  };
}

/**
 * `refund_cancelled_date`: the full refund of a line whose date the academy cancelled (docs/booking-rules.md "A
 * cancelled date: the booker's choice"). The line leaves the booking, or the booking is cancelled when it was its only
 * line; the open invoice is credited (and a new one issued for the lines that remain).
 */
export interface CancelledDateRefund {
  booking_id: string;
  booking_number: string;
  booking_item_id: string;
  status: RebookingResult['status'];
  /** The line was the booking's only one: the booking is cancelled. */
  booking_cancelled: boolean;
  /** Paid back to the booker (what was paid beyond the new total; all of it when the booking is cancelled). */
  refund_cents: number;
  /** The booking's new total (0 when it is cancelled). */
  gross_cents: number;
  invoice_number: string | null;
  credit_note_number: string | null;
}

export interface RefundRequest {
  /** The booking line (booking item) on the cancelled date. */
  itemId: string;
  /** A guest's view token (`/meine-buchung`); left out when signed in. */
  token?: string | null;
}

/** Rebooking one seminar line: the customer's, a guest's by the view token, or an admin's on the customer's behalf. */
export const rebookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The terms the dialog states (the quote carries only this rebooking's fee, 0 within the free period). */
    rebookingTerms: build.query<RebookingTerms, void>({
      query: () => (client) =>
        client
          .from('settings')
          .select('free_rebooking_days, rebooking_fee_net_cents, rebooking_fee_percent, vat_rate')
          .eq('id', 1)
          .single(),
      providesTags: ['Settings'],
    }),
    rebookingQuote: build.query<RebookingQuote, RebookingRequest>({
      query: (request) => (client) => client.rpc('rebooking_quote', lineArgs(request)),
      // Seats, fee and prices change with time: a date chosen again is asked again.
      keepUnusedDataFor: 0,
    }),
    rebookBookingItem: build.mutation<RebookingResult, RebookingRequest>({
      query: (request) => (client) => client.rpc('rebook_booking_item', lineArgs(request)),
      // As cancelling does: the booking (lists, invoices, the guest's page) and the seats of both dates change.
      invalidatesTags: ['Booking', 'Session'],
    }),
    refundCancelledDate: build.mutation<CancelledDateRefund, RefundRequest>({
      query:
        ({ itemId, token }) =>
        (client) =>
          client.rpc('refund_cancelled_date', { _booking_item_id: itemId, ...(token ? { _token: token } : {}) }),
      // As the rebooking does: the booking (lists, invoices, the guest's page) and the seats of the date change.
      invalidatesTags: ['Booking', 'Session'],
    }),
  }),
});

export const {
  useRebookingTermsQuery,
  useRebookingQuoteQuery,
  useRebookBookingItemMutation,
  useRefundCancelledDateMutation,
} = rebookingApi;
