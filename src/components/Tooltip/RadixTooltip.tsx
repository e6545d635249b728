import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS } from '@/config/constants';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The explanation; also given to assistive technology as the trigger's description while shown. */
  content: ReactNode;
  /** One focusable element (a button, or an element with tabIndex={0}) that accepts a ref and event props. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * The Radix tooltip behind `Tooltip`: a short explanation on hover (after the tooltip delay) or keyboard focus (at
 * once); Escape or leaving hides it. Each tooltip has its own provider, so no screen needs to set one up.
 */
export function RadixTooltipView({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
