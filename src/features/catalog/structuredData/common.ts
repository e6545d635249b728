import { site } from '@/config/site';

/** schema.org wants absolute URLs on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

/** Euro with a dot and two decimals, as schema.org offers expect (`1535.10`). */
export function euroAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The organisation behind an offer: the academy, or the second brand whose name a webinar carries. */
export function organizerJsonLd(brand: string) {
  return { '@type': 'Organization', name: brand, url: site.origin };
}
