import { useSelector } from 'react-redux';
import type { CartItem } from '@/features/cart';
import { isDemoMode } from '@/config/env';
import { selectCheckoutState } from '../checkoutSlice';
import type { CheckoutStep } from '../checkoutSteps';
import { CartStep } from './CartStep';
import { CustomerStep } from './CustomerStep';
import { ParticipantsStep } from './ParticipantsStep';
import { PaymentStep } from './PaymentStep';
import { StepActions } from './StepActions';
import { SummaryStep } from './SummaryStep';

interface CurrentStepProps {
  step: CheckoutStep;
  items: readonly CartItem[];
  /** Back to an earlier step. */
  onOpen: (step: CheckoutStep) => void;
}

/** The body of the step the store says, with its buttons (the summary has its own). */
export function CurrentStep({ step, items, onOpen }: CurrentStepProps) {
  const { status, error, changedGrossCents } = useSelector(selectCheckoutState);
  if (step === 'summary') {
    return (
      <SummaryStep
        items={items}
        pending={status !== 'idle'}
        changedGrossCents={changedGrossCents}
        error={error?.message ?? null}
        onEdit={onOpen}
      />
    );
  }
  return (
    <>
      {step === 'cart' ? <CartStep items={items} error={error} /> : null}
      {step === 'participants' ? <ParticipantsStep items={items} /> : null}
      {step === 'customer' ? <CustomerStep /> : null}
      {step === 'payment' ? <PaymentStep demo={isDemoMode} /> : null}
      <StepActions step={step} onBack={onOpen} />
    </>
  );
}
