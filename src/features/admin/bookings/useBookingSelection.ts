import { useState } from 'react';
import type { AdminBooking } from './adminBookingsApi';

/**
 * The booking whose details are open. Kept as its id, so the details always show the row as last loaded (a status
 * change refetches the list); a booking no longer on the page closes them.
 */
export function useBookingSelection(rows: readonly AdminBooking[] | undefined) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return {
    selected: rows?.find((row) => row.id === selectedId) ?? null,
    select: (booking: AdminBooking) => setSelectedId(booking.id),
    close: () => setSelectedId(null),
  };
}
