import { Button } from '@/components/Button';
import { previousStep, type CheckoutStep } from '../checkoutSteps';
import styles from './Checkout.module.css';

/** `Zurück` (from the second step on) and `Weiter`, which submits the step. */
export function StepActions({ step, onBack }: { step: CheckoutStep; onBack: (step: CheckoutStep) => void }) {
  return (
    <div className={styles.actions}>
      {step === 'cart' ? (
        <span />
      ) : (
        <Button variant="secondary" onClick={() => onBack(previousStep(step))}>
          Zurück
        </Button>
      )}
      <Button type="submit">Weiter</Button>
    </div>
  );
}
