import { useRef, type FocusEvent } from 'react';
import { X } from 'lucide-react';
import type { Toast } from '../toastsSlice';
import { useClearOfFocus } from './useClearOfFocus';
import styles from './ToastRegion.module.css';

interface ToastRegionProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  /** The reader points at or focuses the toasts: their clock stops. */
  onPause?: () => void;
  onResume?: () => void;
  /**
   * `floating` (default): fixed in a corner, moved away from the focused control. `inline`: in the flow of a modal
   * dialog (the cart panel), where it takes its own room and its close buttons stay reachable.
   */
  layout?: 'floating' | 'inline';
}

/**
 * The toasts' live region: it is always in the page (screen readers only announce changes of a region that already
 * exists), polite so it never interrupts, and labelled "Meldungen" so it can be found as a landmark.
 */
export function ToastRegion({ toasts, onDismiss, onPause, onResume, layout = 'floating' }: ToastRegionProps) {
  const region = useRef<HTMLElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const placement = useClearOfFocus(region, toasts);
  const update = () => {
    if (hovered.current || focused.current) onPause?.();
    else onResume?.();
  };
  const onBlur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    update();
  };
  const className =
    layout === 'inline' ? styles.inline : `${styles.region} ${placement === 'top' ? styles.top : styles.bottom}`;
  return (
    <section
      ref={region}
      className={className}
      aria-label="Meldungen"
      data-placement={layout === 'inline' ? 'inline' : placement}
    >
      {/* The live region wraps the list: a list keeps its list semantics (role="status" is not allowed on <ol>). */}
      <div role="status" aria-live="polite" aria-relevant="additions text">
        <ol
          className={styles.list}
          onPointerEnter={() => {
            hovered.current = true;
            update();
          }}
          onPointerLeave={() => {
            hovered.current = false;
            update();
          }}
          onFocus={() => {
            focused.current = true;
            update();
          }}
          onBlur={onBlur}
        >
          {toasts.map((toast) => (
            <li key={toast.id} className={`${styles.toast} ${toast.variant === 'info' ? '' : styles[toast.variant]}`}>
              <div>
                <p className={styles.title} lang={toast.lang}>
                  {toast.title}
                </p>
                {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
              </div>
              <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
                <X aria-hidden="true" size={16} />
                <span className="visually-hidden">Benachrichtigung schließen</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
