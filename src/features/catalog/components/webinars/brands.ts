import { site } from '@/config/site';

/** The two brands webinars run under, with the short URL value of the brand filter (`?marke=ki-werkstatt-live`). */
export const WEBINAR_BRANDS = [
  { value: 'digitalakademie', name: site.name },
  { value: 'ki-werkstatt-live', name: site.secondBrand },
] as const;

export type WebinarBrandValue = (typeof WEBINAR_BRANDS)[number]['value'];

export function brandByValue(value: string | null): (typeof WEBINAR_BRANDS)[number] | undefined {
  return WEBINAR_BRANDS.find((brand) => brand.value === value);
}

/** Webinars of the academy itself need no badge; every other brand is named on the card and the page. */
export function isSecondBrand(brand: string): boolean {
  return brand !== site.name;
}
