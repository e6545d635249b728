import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import type { CartItem } from '@/features/cart';
import { typedZodResolver } from '@/lib/validation';
import { copyOfValues } from '../checkoutFormValues';
import {
  checkoutStepOpened,
  checkoutStepSubmitted,
  checkoutSubmitted,
  selectCheckoutState,
  selectCheckoutStep,
} from '../checkoutSlice';
import { isFormStep, STEP_FIELDS, type CheckoutStep } from '../checkoutSteps';
import type { CheckoutFormValues } from '../checkoutTypes';
import { checkoutSchema } from '../validation';

/**
 * The checkout form: react-hook-form holds what the user types and shows the messages; the store decides the step
 * and keeps the values at every step change (the saga saves them as the tab's draft).
 */
export function useCheckoutForm(items: readonly CartItem[]) {
  const dispatch = useDispatch();
  const step = useSelector(selectCheckoutStep);
  const { values, valuesRevision } = useSelector(selectCheckoutState);

  // The schema follows the cart (one participant per seat), read when the form validates.
  const itemsRef = useRef(items);
  const valuesRef = useRef(values);
  useEffect(() => {
    itemsRef.current = items;
    valuesRef.current = values;
  }, [items, values]);
  const resolver = useCallback<Resolver<CheckoutFormValues>>(
    (formValues, context, options) =>
      typedZodResolver<CheckoutFormValues>(checkoutSchema(itemsRef.current))(formValues, context, options),
    [],
  );
  const form = useForm<CheckoutFormValues>({ defaultValues: values, resolver });
  const { getValues, trigger, handleSubmit, reset } = form;

  // The store replaced the values (the draft came back, the profile filled in, seats got their rows): the form follows.
  useEffect(() => {
    if (valuesRevision > 0) reset(valuesRef.current);
  }, [valuesRevision, reset]);

  const openStep = useCallback(
    (target: CheckoutStep) => dispatch(checkoutStepOpened({ step: target, values: copyOfValues(getValues()) })),
    [dispatch, getValues],
  );

  const submitStep = async () => {
    if (isFormStep(step) && !(await trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    dispatch(checkoutStepSubmitted({ step, values: copyOfValues(getValues()), items }));
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
