import { startTransition, useEffect, useState } from 'react';
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
  const [module, setModule] = useState<TooltipModule | null>(loaded);
  useEffect(() => {
    // A transition: a page's tooltips swap together, rendered in slices instead of one long task.
    if (!module) void preloadTooltip().then((next) => startTransition(() => setModule(next)));
  }, [module]);
  return module ? <module.RadixTooltipView {...props} /> : props.children;
}
