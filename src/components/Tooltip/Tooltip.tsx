import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { onFirstIntent } from '@/lib/firstIntent';
import type * as RadixTooltipModule from './RadixTooltip';
import type { TooltipProps } from './RadixTooltip';

type TooltipModule = typeof RadixTooltipModule;

let loaded: TooltipModule | null = null;
let loading: Promise<TooltipModule> | null = null;

/**
 * Loads the tooltip's code (Radix and its positioning, ~15 KB gzip) as a chunk of its own, so the pages and the
 * on-demand areas that show tooltips (checkout, chat) do not carry it. The app calls this after the first paint on a
 * device that can hover, Jest and Storybook before the first render; a tooltip mounted without it shows its trigger
 * alone until the user first turns to it (a touch screen keeps it so: Radix's tooltips do not open on touch).
 */
export function preloadTooltip(): Promise<TooltipModule> {
  loading ??= import(/* webpackChunkName: "tooltip" */ './RadixTooltip').then((module) => (loaded = module));
  return loading;
}

const triggerSelector = (id: string) => `[data-tooltip-trigger="${CSS.escape(id)}"]`;

/** A short explanation on hover (after the tooltip delay) or keyboard focus; Escape or leaving hides it. */
export function Tooltip(props: TooltipProps) {
  // A tooltip hydrating prerendered markup renders it as it is (the trigger alone), whenever the hydration happens: a
  // part of the page loaded lazily may hydrate after the Radix code has arrived. `useId` gives the id the prerenderer
  // gave, so the trigger is already in the document then. Radix is swapped in when the user first turns to the trigger
  // (see `onFirstIntent`): swapped right after the first paint, a page's tooltips were long tasks on a phone.
  const id = useId();
  const [module, setModule] = useState<TooltipModule | null>(() =>
    loaded && !document.querySelector(triggerSelector(id)) ? loaded : null,
  );
  useEffect(() => {
    if (module) return;
    const element = () => document.querySelector<HTMLElement>(triggerSelector(id));
    let mounted = true;
    const swap = (next: TooltipModule) => {
      if (!mounted) return;
      // The swap renders a new element for the trigger. One that had the focus passes it on (and shows its tip); one
      // under the pointer tells Radix the pointer is there (Radix opens on pointer moves, and the pointer may rest).
      const before = element();
      const focused = before !== null && before === document.activeElement;
      const hovered = before?.matches(':hover') ?? false;
      flushSync(() => setModule(next));
      if (focused) element()?.focus();
      else if (hovered)
        element()?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    };
    const stop = onFirstIntent('data-tooltip-trigger', id, () => void preloadTooltip().then(swap));
    return () => {
      mounted = false;
      stop();
    };
  }, [module, id]);
  // Marked so the swap can find it: the element that has the focus before the swap is not the one after it.
  const trigger = cloneElement(props.children as ReactElement<{ 'data-tooltip-trigger'?: string }>, {
    'data-tooltip-trigger': id,
  });
  return module ? <module.RadixTooltipView {...props}>{trigger}</module.RadixTooltipView> : trigger;
}
