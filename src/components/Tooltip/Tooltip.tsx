import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { isHydrating } from '@/lib/hydration';
import { onFirstIntent } from '@/lib/firstIntent';
import type * as RadixTooltipModule from './RadixTooltip';
import type { TooltipProps } from './RadixTooltip';

type TooltipModule = typeof RadixTooltipModule;

let loaded: TooltipModule | null = null;
let loading: Promise<TooltipModule> | null = null;

/**
 * Loads the tooltip's code (Radix and its positioning, ~15 KB gzip) as a chunk of its own, so the pages and the
 * on-demand areas that show tooltips (checkout, chat) do not carry it. The app calls this right after the first
 * paint, Jest and Storybook before the first render; a tooltip mounted earlier shows its trigger alone until then.
 */
export function preloadTooltip(): Promise<TooltipModule> {
  loading ??= import(/* webpackChunkName: "tooltip" */ './RadixTooltip').then((module) => (loaded = module));
  return loading;
}

/** A short explanation on hover (after the tooltip delay) or keyboard focus; Escape or leaving hides it. */
export function Tooltip(props: TooltipProps) {
  // While the page hydrates, as prerendered (the trigger alone). Radix is swapped in when the user first turns to the
  // trigger (see `onFirstIntent`): swapped right after the first paint, a page's tooltips were long tasks on a phone.
  const [module, setModule] = useState<TooltipModule | null>(() => (isHydrating() ? null : loaded));
  const id = useId();
  useEffect(() => {
    if (module) return;
    const element = () => document.querySelector<HTMLElement>(`[data-tooltip-trigger="${CSS.escape(id)}"]`);
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
