import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { authErrorDismissed, selectAuthRequestOf, selectSignUpResult, signUpRequested } from '../authSlice';
import { signUpSchema, type SignUpValues } from '../validation';
import styles from '../components/AuthForm.module.css';

/** First step of e-mail registration: name, e-mail, password; then the confirmation e-mail (docs/states.md). */
export function RegisterEmailPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const request = useSelector(selectAuthRequestOf('signUp'));
  const result = useSelector(selectSignUpResult);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<SignUpValues>({
    resolver: standardSchemaResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  // An error belongs to this visit of the form: leaving it clears the error (an error set just before arriving,
  // like a declined Google consent, stays visible).
  useEffect(
    () => () => {
      dispatch(authErrorDismissed('signUp'));
    },
    [dispatch],
  );

  // Only a sign-up made on this visit moves on (not one remembered from an earlier visit).
  useEffect(() => {
    if (isSubmitted && result?.confirmationRequired) {
      navigate(paths.registerConfirm, { state: { email: result.email } });
    }
  }, [isSubmitted, result, navigate]);

  return (
    <>
      <PageMeta title="Registrieren" description="Legen Sie Ihr Kundenkonto an." path={paths.registerEmail} noIndex />
      <ScreenIntro
        heading="Registrieren"
        lead="Mit einem Kundenkonto sehen Sie Ihre Buchungen, laden Rechnungen herunter und buchen schneller."
      />
      <div className={styles.panel}>
        {request.error ? <FormAlert>{request.error}</FormAlert> : null}
        <form
          className={styles.form}
          noValidate
          aria-label="Registrierung"
          onSubmit={handleSubmit((values) => dispatch(signUpRequested(values)))}
        >
          <TextField
            label="Vorname"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Nachname"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
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
            autoComplete="new-password"
            required
            hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`}
            error={errors.password?.message}
            {...register('password')}
          />
          <div className={styles.actions}>
            <Button type="submit" pending={request.pending}>
              Registrieren
            </Button>
          </div>
        </form>
        <p className={styles.links}>
          <Link to={paths.login}>Schon ein Konto? Anmelden</Link>
        </p>
      </div>
    </>
  );
}
