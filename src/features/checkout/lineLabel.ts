import type { CartItem } from '@/features/cart';
import { formatShortDate } from '@/lib/format';

/** A cart line as a German phrase naming it: `„SEO-Grundlagen“ am 10.12.2026, 09:00 Uhr in München`. */
export function lineLabel(
  item: Pick<CartItem, 'title' | 'sessionDate' | 'startTime' | 'city' | 'locationName' | 'webinarId'>,
): string {
  const where = item.webinarId ? 'online' : `in ${item.city ?? item.locationName}`;
  return `„${item.title}“ am ${formatShortDate(item.sessionDate)}, ${item.startTime.slice(0, 5)} Uhr ${where}`;
}
