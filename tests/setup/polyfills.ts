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

// jsdom has no PointerEvent; the app sends one (a pointer move to a swapped tooltip trigger), as Radix listens for them.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// A click on a download link saves the file and leaves the page where it is; jsdom would try to navigate to it
// instead (and report that it cannot). Tests read the download through `URL.createObjectURL`.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[download]')) event.preventDefault();
  });
}
