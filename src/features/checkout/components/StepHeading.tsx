import { useEffect, useRef } from 'react';
import { CHECKOUT_STEPS, STEP_TITLES, stepNumber, type CheckoutStep } from '../checkoutSteps';
import styles from './Checkout.module.css';

interface StepHeadingProps {
  step: CheckoutStep;
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
        Schritt {stepNumber(step)} von {CHECKOUT_STEPS.length}
      </p>
      <h2 ref={ref} tabIndex={-1} className={styles.stepHeading}>
        {STEP_TITLES[step]}
      </h2>
    </>
  );
}

/** The steps as a list; the current one is marked for screen readers with aria-current. */
export function StepProgress({ step }: { step: CheckoutStep }) {
  const current = stepNumber(step);
  return (
    <nav aria-label="Fortschritt der Bestellung">
      <ol className={styles.progress}>
        {CHECKOUT_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === current ? 'step' : undefined}
            className={index + 1 < current ? styles.done : undefined}
          >
            {index + 1}. {STEP_TITLES[name]}
            {index + 1 < current ? <span className="visually-hidden"> (erledigt)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
