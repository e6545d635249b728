import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { selectProfile, selectUser } from '@/features/auth';
import type { CartItem } from '@/features/cart';
import { typedZodResolver } from '@/lib/validation';
import { copyOfValues, customerFromProfile, startingValues, withProfile, withSeats } from '../checkoutFormValues';
import { checkoutStepOpened, checkoutStepSubmitted, checkoutSubmitted, selectCheckoutStep } from '../checkoutSlice';
import { isFormStep, STEP_FIELDS, type CheckoutStep } from '../checkoutSteps';
import type { CheckoutFormValues } from '../checkoutTypes';
import { checkoutSchema } from '../validation';

/**
 * The checkout form: react-hook-form owns what the user types (from the tab's draft on) and shows the messages; the
 * store decides the step. Every step change and the order carry the values, and the saga keeps them as the draft.
 */
export function useCheckoutForm(items: readonly CartItem[]) {
  const dispatch = useDispatch();
  const step = useSelector(selectCheckoutStep);
  const profile = useSelector(selectProfile);
  const email = useSelector(selectUser)?.email;

  // The schema follows the cart (one participant per seat), read when the form validates.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const resolver = useCallback<Resolver<CheckoutFormValues>>(
    (formValues, context, options) =>
      typedZodResolver<CheckoutFormValues>(checkoutSchema(itemsRef.current))(formValues, context, options),
    [],
  );
  const [defaultValues] = useState(startingValues);
  const form = useForm<CheckoutFormValues>({ defaultValues, resolver });
  const { getValues, trigger, handleSubmit, reset } = form;

  // A signed-in customer's profile fills the empty billing fields once, as soon as it is there (what was typed stays);
  // from then on the first seat defaults to the customer.
  const prefilledFromProfile = useRef(false);
  useEffect(() => {
    if (!profile || prefilledFromProfile.current) return;
    prefilledFromProfile.current = true;
    reset(withProfile(getValues(), customerFromProfile(profile, email ?? undefined)));
  }, [profile, email, getValues, reset]);

  const openStep = useCallback(
    (target: CheckoutStep) => dispatch(checkoutStepOpened({ step: target, values: copyOfValues(getValues()) })),
    [dispatch, getValues],
  );

  const submitStep = async () => {
    if (isFormStep(step) && !(await trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    let values = copyOfValues(getValues());
    if (step === 'cart') {
      // Leaving the cart: every seat gets its participant fields (seats added in step 1 too).
      values = withSeats(values, items, prefilledFromProfile.current);
      reset(values);
    }
    dispatch(checkoutStepSubmitted({ step, values, items }));
  };

  /** The order button found a step incomplete: back there, with its messages. */
  const onInvalid = (errors: FieldErrors<CheckoutFormValues>) => {
    if (errors.participants) openStep('participants');
    else if (errors.customer) openStep('customer');
    else if (errors.paymentMethod) openStep('payment');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step !== 'summary') {
      event.preventDefault();
      void submitStep();
      return;
    }
    void handleSubmit((valid) => dispatch(checkoutSubmitted(copyOfValues(valid))), onInvalid)(event);
  };

  return { form, step, onSubmit, openStep };
}
