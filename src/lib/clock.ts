/** The app's clock. Sagas read it through `call(now)` so tests control time with fake timers. */
export function now(): number {
  return Date.now();
}
