/** The visitor's choice, kept in localStorage (a necessary storage: remembering the choice needs no consent). */
export const CONSENT_STORAGE_KEY = 'digitalakademie-consent-v1';

export type ConsentChoice = 'accepted' | 'rejected';

export interface StoredConsent {
  analytics: ConsentChoice;
  decidedAt: string;
}

export function readStoredConsent(): StoredConsent | null {
  try {
    const raw = globalThis.localStorage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredConsent>;
    if (parsed.analytics !== 'accepted' && parsed.analytics !== 'rejected') return null;
    return { analytics: parsed.analytics, decidedAt: String(parsed.decidedAt ?? '') };
  } catch {
    return null;
  }
}

export function writeStoredConsent(consent: StoredConsent): void {
  try {
    globalThis.localStorage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private mode or full storage: the banner simply asks again next time.
  }
}
