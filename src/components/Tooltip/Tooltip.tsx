import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { isHydrating } from '@/lib/hydration';
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

/** The swaps still to do: the tooltips of a page swap one per task (see `Tooltip`). */
let swaps: Promise<void> = Promise.resolve();

/**
 * Runs `swap` in a task of its own once the swaps before it are done. A timeout, not `yieldToMain`: `scheduler.yield`
 * resumes ahead of React's own tasks, and the updates Radix schedules from its effects would wait for the last swap and
 * render all tooltips in one task.
 */
function swapInTurn(swap: () => void): void {
  swaps = swaps.then(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    swap();
  });
}

/** A short explanation on hover (after the tooltip delay) or keyboard focus; Escape or leaving hides it. */
export function Tooltip(props: TooltipProps) {
  // While the page hydrates, as prerendered (the trigger alone): mounted at once, a page's Radix tooltips set state
  // in their first effects and re-render all together.
  const [module, setModule] = useState<TooltipModule | null>(() => (isHydrating() ? null : loaded));
  const id = useId();
  useEffect(() => {
    if (module) return;
    // One tooltip per task. Swapped together, a page's tooltips made one long task even as a transition: Radix sets
    // state while mounting (the trigger's and the anchor's nodes, the portal), which re-renders them all at once.
    void preloadTooltip().then((next) =>
      swapInTurn(() => {
        // The swap renders a new element for the trigger. One that had the focus passes it on (and shows its tip); one
        // under the pointer tells Radix the pointer is there (Radix opens on pointer moves, and the pointer may rest).
        const element = () => document.querySelector<HTMLElement>(`[data-tooltip-trigger="${CSS.escape(id)}"]`);
        const before = element();
        const focused = before !== null && before === document.activeElement;
        const hovered = before?.matches(':hover') ?? false;
        flushSync(() => setModule(next));
        if (focused) element()?.focus();
        else if (hovered)
          element()?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
      }),
    );
  }, [module, id]);
  // Marked so the swap can find it: the element that has the focus before the swap is not the one after it.
  const trigger = cloneElement(props.children as ReactElement<{ 'data-tooltip-trigger'?: string }>, {
    'data-tooltip-trigger': id,
  });
  return module ? <module.RadixTooltipView {...props}>{trigger}</module.RadixTooltipView> : trigger;
}
