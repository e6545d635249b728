import { FormProvider } from 'react-hook-form';
import { useSelector } from 'react-redux';
import type { CartItem } from '@/features/cart';
import { selectCheckoutState } from '../checkoutSlice';
import { useCheckoutForm } from '../hooks/useCheckoutForm';
import { CurrentStep } from './CurrentStep';
import { StepHeading, StepProgress } from './StepHeading';
import styles from './Checkout.module.css';

/** The five steps as one form: the progress, the current step's heading and body. */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const { form, step, onSubmit, openStep } = useCheckoutForm(items);
  const { stepMoved } = useSelector(selectCheckoutState);
  return (
    <>
      <StepProgress step={step} />
      <FormProvider {...form}>
        <form className={styles.section} noValidate onSubmit={onSubmit} aria-labelledby="checkout-schritt">
          <div id="checkout-schritt">
            <StepHeading key={step} step={step} focusOnMount={stepMoved} />
          </div>
          <CurrentStep step={step} items={items} onOpen={openStep} />
        </form>
      </FormProvider>
    </>
  );
}
