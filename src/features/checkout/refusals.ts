import type { CartItem } from '@/features/cart';
import { businessErrorDetails, GENERIC_REQUEST_ERROR_TEXT, type ApiError } from '@/lib/api';
import type { CheckoutError } from './checkoutSlice';
import { lineLabel } from './lineLabel';

const FIELD_NAMES: Record<string, string> = {
  'customer.email': 'E-Mail',
  'customer.first_name': 'Vorname',
  'customer.last_name': 'Nachname',
  'customer.company_name': 'Firmenname',
  'customer.street': 'Straße und Hausnummer',
  'customer.postal_code': 'PLZ',
  'customer.city': 'Ort',
  'customer.country': 'Land',
  'customer.customer_type': 'Kundenart',
  'customer.vat_id': 'USt-IdNr.',
  'customer.buyer_reference': 'Bestellnummer / Leitweg-ID',
  'customer.phone': 'Telefon',
  payment_method: 'Zahlungsart',
};

function seatsText(seats: number): string {
  if (seats <= 0) return 'Es ist kein Platz mehr frei.';
  return seats === 1 ? 'Es ist noch 1 Platz frei.' : `Es sind noch ${seats} Plätze frei.`;
}

/**
 * A server refusal of `book_cart` as the German message the user sees, naming the cart line it is about
 * (`details.line` is the 0-based index of the line as sent, which is the cart's order).
 */
export function refusalMessage(error: ApiError | null, items: readonly CartItem[]): CheckoutError {
  if (!error) return { message: GENERIC_REQUEST_ERROR_TEXT };
  const details = businessErrorDetails(error.details);
  const index = typeof details?.line === 'number' ? details.line : null;
  const item = index === null ? undefined : items[index];
  const parts = [error.message];
  if (item) parts.push(`Betroffen ist ${lineLabel(item)}.`);
  switch (error.code) {
    case 'SESSION_SOLD_OUT':
      parts.push(seatsText(Number(details?.seats_left ?? 0)));
      parts.push('Bitte verringern Sie die Anzahl oder entfernen Sie den Termin im Warenkorb (Schritt 1).');
      break;
    case 'TOO_MANY_SEATS':
      parts.push(
        'Bitte verringern Sie die Anzahl im Warenkorb (Schritt 1) oder stellen Sie für Ihre Gruppe eine Inhouse-Anfrage.',
      );
      break;
    case 'GUEST_HOLD_LIMIT':
      if (typeof details?.limit === 'number') {
        parts.push(`Je E-Mail-Adresse sind höchstens ${details.limit} unbestätigte Plätze gleichzeitig möglich.`);
      }
      break;
    case 'GUEST_SEATS_EXHAUSTED': {
      const left = Number(details?.seats_left ?? 0);
      if (left > 0)
        parts.push(`Ohne Anmeldung ${left === 1 ? 'ist noch 1 Platz' : `sind noch ${left} Plätze`} reservierbar.`);
      break;
    }
    case 'SESSION_CANCELLED':
    case 'SESSION_IN_PAST':
    case 'SESSION_NOT_FOUND':
      parts.push('Bitte entfernen Sie den Termin aus dem Warenkorb (Schritt 1) und wählen Sie einen anderen.');
      break;
    case 'INVALID_INPUT': {
      const field = typeof details?.field === 'string' ? FIELD_NAMES[details.field] : undefined;
      if (field) parts.push(`Bitte prüfen Sie das Feld „${field}“.`);
      else if (typeof details?.participant === 'number')
        parts.push(`Bitte prüfen Sie Teilnehmer ${details.participant + 1}.`);
      if (details?.reason === 'too_long' && typeof details.max === 'number') {
        parts.push(`Bitte höchstens ${details.max.toLocaleString('de-DE')} Zeichen.`);
      }
      break;
    }
    default:
      break;
  }
  return { message: parts.join(' '), code: error.code, lineId: item?.id };
}
