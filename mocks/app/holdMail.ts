/**
 * The seat-hold part of the booking confirmation mail: the deadline of the hold and, for a guest's invoice booking,
 * the `Buchung bestätigen` link with its token. One builder, so the mail catalogue can take it over as it is.
 */
import { siteUrl } from '../auth/settings';
import type { MockDb } from '../db/mockDb';
import type { MailLink } from '../mailbox/mailbox';
import { paths } from '../../src/config/paths';
import { formatDeadline } from '../../src/lib/format';

export interface HoldMailPart {
  lines: string[];
  links: MailLink[];
}

export function holdMailPart(db: MockDb, bookingId: string): HoldMailPart {
  const booking = db.rows('bookings').find((b) => b.id === bookingId);
  const token = db.rows('booking_tokens').find((t) => t.booking_id === bookingId)?.confirmation_token;
  if (!booking || booking.hold_expires_at === null || booking.hold_expires_at === undefined) {
    return { lines: [], links: [] };
  }
  const deadline = formatDeadline(String(booking.hold_expires_at));
  if (typeof token === 'string') {
    const url = `${siteUrl()}${paths.confirmBooking}?token=${encodeURIComponent(token)}`;
    return {
      lines: [
        `Bitte bestätigen Sie Ihre Buchung bis ${deadline} über den Link „Buchung bestätigen“: ${url}`,
        'Ohne Bestätigung verfällt die Reservierung, und die Plätze werden wieder freigegeben.',
      ],
      links: [{ label: 'Buchung bestätigen', url }],
    };
  }
  return {
    lines: [
      `Ihre Plätze sind bis ${deadline} für Sie reserviert. Bitte schließen Sie die Zahlung bis dahin ab – danach verfällt die Reservierung.`,
    ],
    links: [],
  };
}
