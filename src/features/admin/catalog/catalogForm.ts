import { useState, type ChangeEvent } from 'react';
import type { ApiError } from '@/lib/api';

/** Lower-case slug from a title: ä→ae, ö→oe, ü→ue, ß→ss, everything else that is not a letter or digit → hyphen. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug that follows its title (or name) as it is typed, until the slug is edited itself; an existing entry's slug
 * never follows. The two handlers go into the two fields' registrations.
 */
export function useSlugFollows(existing: boolean, setSlug: (slug: string) => void) {
  const [edited, setEdited] = useState(existing);
  return {
    onSourceChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!edited) setSlug(slugify(event.target.value));
    },
    onSlugChange: () => setEdited(true),
  };
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_FORMAT_TEXT = 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. seo-grundlagen).';
export const SLUG_TAKEN_TEXT = 'Dieser Slug ist bereits vergeben.';
export const LOCATION_IN_USE_TEXT = 'Dieser Standort wird noch von Terminen verwendet und kann nicht gelöscht werden.';
export const TRAINER_IN_USE_TEXT =
  'Diese Trainerin bzw. dieser Trainer ist noch Terminen oder Webinaren zugeordnet und kann nicht gelöscht werden.';
export const REQUIRED_TEXT = 'Bitte füllen Sie dieses Feld aus.';

/** A German amount (`1.290,00`, `1290`, `1290,5`) in cents, or null when it is not one. */
export function parseEuroToCents(input: string): number | null {
  const text = input.trim().replace(/\s|€/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(text)) return null;
  const [euros, cents = ''] = text.replace(/\./g, '').split(',');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as the German amount the price field shows (`1.290,00`). */
export function centsToEuroInput(cents: number): string {
  return new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** One entry per non-empty line. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as ApiError | undefined)?.code === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const apiError = error as ApiError | undefined;
  return apiError?.code === '23503' || apiError?.status === 409;
}

export { errorText } from '@/lib/api';
