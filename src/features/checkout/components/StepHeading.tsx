import { useEffect, useRef } from 'react';
import styles from './Checkout.module.css';

export const STEP_TITLES = [
  'Warenkorb',
  'Teilnehmer',
  'Rechnungsdaten',
  'Zahlungsart',
  'Prüfen und bestellen',
] as const;

interface StepHeadingProps {
  step: number;
  /** Move focus here when the step appears (not on the page's first paint). */
  focusOnMount: boolean;
}

/** "Schritt 2 von 5" and the step's heading, which takes the focus when the user moves to it. */
export function StepHeading({ step, focusOnMount }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <p className={styles.stepCounter}>
        Schritt {step} von {STEP_TITLES.length}
      </p>
      <h2 ref={ref} tabIndex={-1} className={styles.stepHeading}>
        {STEP_TITLES[step - 1]}
      </h2>
    </>
  );
}

/** The steps as a list; the current one is marked for screen readers with aria-current. */
export function StepProgress({ step }: { step: number }) {
  return (
    <nav aria-label="Fortschritt der Bestellung">
      <ol className={styles.progress}>
        {STEP_TITLES.map((title, index) => (
          <li
            key={title}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 < step ? styles.done : undefined}
          >
            {index + 1}. {title}
            {index + 1 < step ? <span className="visually-hidden"> (erledigt)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
