import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { selectAuthStatus, selectProfile, selectUser, type Profile, type ReturnState } from '@/features/auth';
import { selectCart } from '@/features/cart';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { EmptyState, LoadingState } from '@/components/States';
import { isDemoMode } from '@/config/env';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { typedZodResolver } from '@/lib/validation';
import { checkoutOpened, checkoutSubmitted, selectCheckoutState } from '../checkoutSlice';
import { loadDraft, saveDraft } from '../checkoutStorage';
import type { CheckoutFormValues, CustomerInput } from '../checkoutTypes';
import { injectCheckout } from '../injectCheckout';
import { applyPriceOverrides, cartTotals } from '../pricing';
import { checkoutSchema, emptyCheckoutValues, emptyParticipant, lineKey } from '../validation';
import { CartReviewStep } from '../components/CartReviewStep';
import { CustomerStep } from '../components/CustomerStep';
import { ParticipantsStep } from '../components/ParticipantsStep';
import { PaymentStep } from '../components/PaymentStep';
import { StepHeading, StepProgress } from '../components/StepHeading';
import { SummaryStep } from '../components/SummaryStep';
import styles from '../components/Checkout.module.css';

const STEP_FIELDS = { 2: 'participants', 3: 'customer', 4: 'paymentMethod' } as const;

function prefillFromProfile(profile: Profile, email: string | undefined): Partial<CustomerInput> {
  const text = (key: keyof Profile) => (typeof profile[key] === 'string' ? profile[key] : '');
  return {
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: email ?? text('email'),
    phone: text('phone'),
    companyName: text('company'),
    vatId: text('vat_id'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    ...(text('country') ? { country: text('country') } : {}),
    ...(text('company') ? { customerType: 'company' as const } : {}),
  };
}

export function CheckoutPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const store = useStore();
  useEffect(() => {
    injectCheckout(store);
    dispatch(checkoutOpened());
  }, [store, dispatch]);

  const cart = useSelector(selectCart);
  const checkout = useSelector(selectCheckoutState);
  const authStatus = useSelector(selectAuthStatus);
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);

  const items = useMemo(
    () => applyPriceOverrides(cart.items, checkout.priceOverrides),
    [cart.items, checkout.priceOverrides],
  );
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const resolver = useCallback<Resolver<CheckoutFormValues>>(
    (values, context, options) =>
      typedZodResolver<CheckoutFormValues>(checkoutSchema(itemsRef.current))(values, context, options),
    [],
  );
  const form = useForm<CheckoutFormValues>({
    defaultValues: loadDraft() ?? emptyCheckoutValues(),
    resolver,
  });
  const { getValues, setValue, trigger, handleSubmit } = form;

  const [step, setStep] = useState(1);
  const [moved, setMoved] = useState(false);
  const goTo = useCallback(
    (next: number) => {
      saveDraft(getValues());
      setStep(next);
      setMoved(true);
    },
    [getValues],
  );

  // Signed-in users find their profile in the form; what the user typed already stays.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const values = prefillFromProfile(profile, user?.email ?? undefined);
    const current = getValues('customer');
    const untouched = Object.values({ ...current, customerType: '', country: '' }).every((value) => value === '');
    for (const [key, value] of Object.entries(values) as Array<[keyof CustomerInput, string]>) {
      if (!value) continue;
      if ((key === 'customerType' || key === 'country') && !untouched) continue;
      if (key !== 'customerType' && key !== 'country' && current[key] !== '') continue;
      setValue(`customer.${key}`, value as never);
    }
  }, [profile, user, getValues, setValue]);

  /** The first seat of the first line defaults to the signed-in customer. */
  const prefillFirstParticipant = () => {
    const first = items[0];
    if (!first || !profile) return;
    const key = lineKey(first.id);
    const seat = getValues(`participants.${key}`)?.[0];
    if (seat && (seat.firstName || seat.lastName || seat.email)) return;
    const customer = getValues('customer');
    setValue(`participants.${key}`, [
      { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
      ...(getValues(`participants.${key}`) ?? []).slice(1),
    ]);
  };

  useEffect(() => {
    if (checkout.bookedId) {
      void navigate(`${paths.checkoutSuccess}?booking=${encodeURIComponent(checkout.bookedId)}`);
    }
  }, [checkout.bookedId, navigate]);

  const next = async () => {
    if (step === 1) {
      if (items.length === 0) return;
      // Seats added in step 1 get empty participant rows, so every seat has its fields.
      for (const item of items) {
        const key = lineKey(item.id);
        const list = getValues(`participants.${key}`) ?? [];
        if (list.length < item.quantity) {
          setValue(`participants.${key}`, [
            ...list,
            ...Array.from({ length: item.quantity - list.length }, emptyParticipant),
          ]);
        }
      }
      prefillFirstParticipant();
      goTo(2);
      return;
    }
    const field = STEP_FIELDS[step as 2 | 3 | 4];
    if (await trigger(field, { shouldFocus: true })) goTo(step + 1);
  };

  const onValid = (values: CheckoutFormValues) => {
    saveDraft(values);
    dispatch(
      checkoutSubmitted({
        cartId: cart.cartId,
        items,
        participants: items.map((item) => (values.participants[lineKey(item.id)] ?? []).slice(0, item.quantity)),
        customer: values.customer,
        paymentMethod: values.paymentMethod,
        shownGrossCents: cartTotals(items).grossCents,
      }),
    );
  };

  const onInvalid = (errors: FieldErrors<CheckoutFormValues>) => {
    if (errors.participants) goTo(2);
    else if (errors.customer) goTo(3);
    else if (errors.paymentMethod) goTo(4);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < 5) {
      event.preventDefault();
      void next();
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  const pending = checkout.status !== 'idle';
  const signInState: ReturnState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };

  let content;
  if (cart.isLoading) {
    content = <LoadingState label="Warenkorb wird geladen …" />;
  } else if (items.length === 0) {
    content = (
      <EmptyState title="Ihr Warenkorb ist leer.">
        <p>Wählen Sie einen Termin und legen Sie ihn mit „In den Warenkorb“ hinein.</p>
        <p>
          <Link to={paths.home}>Seminare entdecken</Link> · <Link to={paths.webinars}>Webinare ansehen</Link> ·{' '}
          <Link to={paths.inhouse}>Inhouse-Schulungen</Link>
        </p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        {authStatus === 'signedOut' ? (
          <p className={styles.signIn}>
            Sie haben ein Kundenkonto?{' '}
            <Link to={paths.login} state={signInState}>
              Jetzt anmelden
            </Link>{' '}
            – Ihre Daten werden übernommen und Sie kehren hierher zurück. Sie können auch ohne Konto als Gast buchen.
          </p>
        ) : null}
        <StepProgress step={step} />
        <FormProvider {...form}>
          <form className={styles.section} noValidate onSubmit={onSubmit} aria-labelledby="checkout-schritt">
            <div id="checkout-schritt">
              <StepHeading key={step} step={step} focusOnMount={moved} />
            </div>
            {step === 1 ? (
              <>
                {checkout.error?.lineId ? <FormAlert>{checkout.error.message}</FormAlert> : null}
                <CartReviewStep
                  items={items}
                  flaggedLineId={checkout.error?.lineId}
                  flaggedMessage={checkout.error?.lineId ? 'Bitte passen Sie diesen Termin an.' : undefined}
                  flaggedSoldOut={checkout.error?.code === 'SESSION_SOLD_OUT'}
                />
                <p>
                  Gesamt: <strong>{formatCents(cartTotals(items).grossCents)}</strong> inkl. MwSt.
                </p>
              </>
            ) : null}
            {step === 2 ? <ParticipantsStep items={items} /> : null}
            {step === 3 ? <CustomerStep /> : null}
            {step === 4 ? <PaymentStep demo={isDemoMode} /> : null}
            {step === 5 ? (
              <SummaryStep
                items={items}
                pending={pending}
                changedGrossCents={checkout.changedGrossCents}
                error={checkout.error?.message ?? null}
                onEdit={goTo}
              />
            ) : (
              <div className={styles.actions}>
                {step > 1 ? (
                  <Button variant="secondary" onClick={() => goTo(step - 1)}>
                    Zurück
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit">Weiter</Button>
              </div>
            )}
          </form>
        </FormProvider>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Kasse" description="Ihre Buchung abschließen." path={location.pathname} noIndex />
      <ScreenIntro heading="Kasse" lead="Prüfen Sie Ihre Auswahl und schließen Sie Ihre Buchung ab." />
      <div className={styles.layout}>{content}</div>
    </>
  );
}
