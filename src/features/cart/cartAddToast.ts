import type { Toast } from '@/features/toasts';
import { INVALID_SEMINAR_ID_TEXT } from './cartRules';
import type { CartAddOutcome } from './cartSlice';

/** What the visitor is told after `In den Warenkorb`: the reducer decided, this says it in words. */
export function cartAddToast(outcome: CartAddOutcome): Omit<Toast, 'id'> {
  switch (outcome.result) {
    case 'added':
      return { title: 'In den Warenkorb gelegt', description: outcome.title, variant: 'success' };
    case 'invalidSeminarId':
      // The fixed English text of docs/errors.md, marked as English for screen readers.
      return { title: INVALID_SEMINAR_ID_TEXT, variant: 'error', lang: 'en' };
    case 'noSeatsLeft':
      return {
        title: 'Keine weiteren Plätze frei',
        description: `Für diesen Termin sind nur noch ${outcome.seatsLeft} Plätze buchbar.`,
        variant: 'error',
      };
  }
}
