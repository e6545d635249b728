/** The app's clock. Sagas read it through `call(now)` so tests control time with fake timers. */
export function now(): number {
  return Date.now();
}

let pinnedAt: number | null = null;

/**
 * "Now" for what a page shows and asks for (today's dates, upcoming webinars). While a prerendered page is on
 * screen it is the moment the page was prerendered, so its hydration — including parts that hydrate later, when
 * their chunk arrives — asks for the same dates (the same cached queries) as the HTML it takes over. It follows the
 * real clock again from the first navigation on.
 */
export function pageNow(): number {
  return pinnedAt ?? Date.now();
}

/** Pins `pageNow` to an instant (epoch ms) until called with `null`. */
export function pinClock(at: number | null): void {
  pinnedAt = at;
}
