// jsdom has `crypto.getRandomValues` but no `crypto.subtle`; the mock's JWTs need it (browsers and Node have it).
// Suggested for tests/setup/polyfills.ts so every app test gets it; until then each mock test imports this file.
import { webcrypto } from 'node:crypto';

if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}
