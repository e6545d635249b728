import { X } from 'lucide-react';
import type { Toast } from '../toastsSlice';
import styles from './ToastRegion.module.css';

interface ToastRegionProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}

/**
 * The toasts' live region: it is always in the page (screen readers only announce changes of a region that already
 * exists), polite so it never interrupts, and labelled "Meldungen" so it can be found as a landmark.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <section className={styles.region} aria-label="Meldungen">
      {/* The live region wraps the list: a list keeps its list semantics (role="status" is not allowed on <ol>). */}
      <div role="status" aria-live="polite" aria-relevant="additions text">
        <ol className={styles.list}>
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
