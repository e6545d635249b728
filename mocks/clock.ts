/** The mock backend's clock. Everything reads time through here, so Jest fake timers (`jest.setSystemTime`) control it. */
export function now(): number {
  return Date.now();
}

export function nowSeconds(): number {
  return Math.floor(now() / 1000);
}

/** PostgreSQL's `timestamptz` text form as PostgREST returns it (`2026-01-31T09:00:00.123+00:00`). */
export function toPgTimestamp(epochMs: number = now()): string {
  return new Date(epochMs).toISOString().replace('Z', '+00:00');
}
