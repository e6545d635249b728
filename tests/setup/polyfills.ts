// Runs before the test framework: globals the app expects in a browser.
import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

// jsdom has no crypto.subtle; the mock backend signs and verifies its JWTs with it, as browsers do.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

// supabase-js auth opens a BroadcastChannel that keeps Jest from exiting (docs/toolchain.md, note 3).
const NativeBroadcastChannel = globalThis.BroadcastChannel;
if (NativeBroadcastChannel) {
  globalThis.BroadcastChannel = class extends NativeBroadcastChannel {
    constructor(name: string) {
      super(name);
      (this as unknown as { unref?: () => void }).unref?.();
    }
  } as typeof BroadcastChannel;
}

// jsdom has no layout, so nothing ever resizes: a ResizeObserver that never reports is what a browser would do here.
// Radix positions its popovers (tooltips) with one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// A click on a download link saves the file and leaves the page where it is; jsdom would try to navigate to it
// instead (and report that it cannot). Tests read the download through `URL.createObjectURL`.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[download]')) event.preventDefault();
  });
}
