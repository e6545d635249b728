/**
 * In demo mode the mock service worker starts in parallel with the first render (docs/quality.md). Until it is ready, a
 * request would escape to the network, so the client's fetch waits on this gate. Everywhere else the gate is open.
 */
let gate: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(ready: Promise<unknown>): void {
  gate = ready;
}

export function whenRequestsMayStart(): Promise<unknown> {
  return gate;
}

/** The fetch handed to supabase-js: waits for the gate, then uses whatever `fetch` is current (MSW patches it). */
export const gatedFetch: typeof fetch = async (input, init) => {
  await gate;
  return globalThis.fetch(input, init);
};
