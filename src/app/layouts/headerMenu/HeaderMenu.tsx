import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type * as RadixHeaderMenuModule from './RadixHeaderMenu';
import { PlainHeaderMenu } from './PlainHeaderMenu';
import type { HeaderMenuProps } from './types';

type MenuModule = typeof RadixHeaderMenuModule;

let loaded: MenuModule | null = null;
let loading: Promise<MenuModule> | null = null;

/**
 * Loads the Radix Navigation Menu (~10 KB gzip) as a chunk of its own, so the first paint does not wait for it. The
 * app calls this right after the first paint, Jest and Storybook before the first render.
 */
export function preloadHeaderMenu(): Promise<MenuModule> {
  loading ??= import(/* webpackChunkName: "header-menu" */ './RadixHeaderMenu').then((module) => (loaded = module));
  return loading;
}

/**
 * The header's navigation: the plain menu until the Radix menu has loaded, then the Radix menu. An entry that has
 * the focus when they are swapped keeps it.
 */
export function HeaderMenu(props: HeaderMenuProps & { navRef: RefObject<HTMLElement | null> }) {
  const [module, setModule] = useState<MenuModule | null>(loaded);
  const focusedEntry = useRef<string | null>(null);
  useEffect(() => {
    if (module) return;
    void preloadHeaderMenu().then((next) => {
      const active = document.activeElement;
      focusedEntry.current =
        active instanceof HTMLElement && props.navRef.current?.contains(active)
          ? (active.dataset.navItem ?? null)
          : null;
      // A transition: the swap renders in slices instead of one long task while the page is starting.
      startTransition(() => setModule(next));
    });
  }, [module, props.navRef]);
  useLayoutEffect(() => {
    const entry = focusedEntry.current;
    if (!module || !entry) return;
    focusedEntry.current = null;
    props.navRef.current?.querySelector<HTMLElement>(`[data-nav-item="${CSS.escape(entry)}"]`)?.focus();
  }, [module, props.navRef]);
  return module ? <module.RadixHeaderMenu {...props} /> : <PlainHeaderMenu {...props} />;
}
