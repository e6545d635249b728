import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { onFirstIntent } from '@/lib/firstIntent';
import type * as RadixHeaderMenuModule from './RadixHeaderMenu';
import { PlainHeaderMenu } from './PlainHeaderMenu';
import { SWAP_ATTRIBUTE, SWAP_VALUE, type HeaderMenuProps } from './types';

type MenuModule = typeof RadixHeaderMenuModule;

let loaded: MenuModule | null = null;
let loading: Promise<MenuModule> | null = null;

/**
 * Loads the Radix Navigation Menu (~10 KB gzip) as a chunk of its own, so the first paint does not wait for it. The
 * app calls this after the first paint on a device that can hover (elsewhere the first intent loads it), Jest and
 * Storybook before the first render.
 */
export function preloadHeaderMenu(): Promise<MenuModule> {
  loading ??= import(/* webpackChunkName: "header-menu" */ './RadixHeaderMenu').then((module) => (loaded = module));
  return loading;
}

/**
 * The header's navigation: the plain menu until the user first turns to it with the mouse or the keyboard (see
 * `onFirstIntent`), then the Radix menu. Swapped right after the first paint, it was the longest task of a page's
 * start on a phone. An entry that has the focus when they are swapped keeps it.
 */
export function HeaderMenu(props: HeaderMenuProps & { navRef: RefObject<HTMLElement | null> }) {
  const [module, setModule] = useState<MenuModule | null>(loaded);
  const { navRef } = props;
  useEffect(() => {
    if (module) return;
    let mounted = true;
    const stop = onFirstIntent(SWAP_ATTRIBUTE, SWAP_VALUE, () => {
      void preloadHeaderMenu().then((next) => {
        if (!mounted) return;
        const active = document.activeElement;
        const focusedEntry =
          active instanceof HTMLElement && navRef.current?.contains(active) ? active.dataset.navItem : undefined;
        // At once (a microtask after the pointer or focus event): the next click finds the Radix menu in place.
        flushSync(() => setModule(next));
        if (focusedEntry)
          navRef.current?.querySelector<HTMLElement>(`[data-nav-item="${CSS.escape(focusedEntry)}"]`)?.focus();
      });
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [module, navRef]);
  return module ? <module.RadixHeaderMenu {...props} /> : <PlainHeaderMenu {...props} />;
}
