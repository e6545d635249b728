import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { paths } from '@/config/paths';
import { authErrorDismissed, googleSignInRequested, selectAuthRequestOf, signInRequested } from '../authSlice';
import { signInSchema, type SignInValues } from '../validation';
import { DemoAccounts, type DemoAccount } from './DemoAccounts';
import styles from './AuthForm.module.css';

interface SignInFormProps {
  demoAccounts: DemoAccount[];
  /** The admin login offers no Google sign-in and no registration. */
  variant?: 'customer' | 'admin';
}

/**
 * E-mail and password sign-in (docs/product.md vocabulary). Validates on submit; a refusal shows the German text of
 * docs/errors.md and keeps everything typed; the button is disabled while the request runs.
 */
export function SignInForm({ demoAccounts, variant = 'customer' }: SignInFormProps) {
  const dispatch = useDispatch();
  const signIn = useSelector(selectAuthRequestOf('signIn'));
  const google = useSelector(selectAuthRequestOf('google'));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: standardSchemaResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  // An error belongs to this visit of the form: leaving it clears the error (an error set just before arriving,
  // like a declined Google consent, stays visible).
  useEffect(
    () => () => {
      dispatch(authErrorDismissed('signIn'));
      dispatch(authErrorDismissed('google'));
    },
    [dispatch],
  );

  const submit = handleSubmit((values) => dispatch(signInRequested(values)));
  const fillDemoAccount = (account: DemoAccount) => {
    setValue('email', account.email);
    setValue('password', account.password);
  };

  return (
    <div className={styles.panel}>
      {signIn.error ? <FormAlert>{signIn.error}</FormAlert> : null}
      {google.error ? <FormAlert>{google.error}</FormAlert> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Anmeldung">
        <TextField
          label="E-Mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Passwort"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.actions}>
          <Button type="submit" pending={signIn.pending}>
            Anmelden
          </Button>
        </div>
      </form>
      {variant === 'customer' ? (
        <>
          <p className={styles.divider}>oder</p>
          <div className={styles.actions}>
            <Button variant="secondary" pending={google.pending} onClick={() => dispatch(googleSignInRequested())}>
              Mit Google anmelden
            </Button>
          </div>
          <p className={styles.links}>
            <Link to={paths.passwordForgotten}>Passwort vergessen?</Link>
            <Link to={paths.registerEmail}>Noch kein Konto? Registrieren</Link>
          </p>
        </>
      ) : (
        <p className={styles.links}>
          <Link to={paths.passwordForgotten}>Passwort vergessen?</Link>
        </p>
      )}
      <DemoAccounts accounts={demoAccounts} onUse={fillDemoAccount} />
    </div>
  );
}
