import { createContext, useContext } from 'react';
import type { BookedLine } from '../rebookingRules';

/** Opens a dialog of the page's host (`BookingDialogsHost`) for a line; `trigger` gets the focus back when it closes. */
export interface BookingDialogs {
  openRebooking: (line: BookedLine, trigger: HTMLElement | null) => void;
  openRefund: (line: BookedLine, trigger: HTMLElement | null) => void;
}

export const BookingDialogsContext = createContext<BookingDialogs | null>(null);

/** The host's dialogs; a line's choice outside a host is a mistake of the page. */
export function useBookingDialogs(): BookingDialogs {
  const dialogs = useContext(BookingDialogsContext);
  if (!dialogs) throw new Error('CancelledDateChoice needs a BookingDialogsHost around the page’s bookings.');
  return dialogs;
}
