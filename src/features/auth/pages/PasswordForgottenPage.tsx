import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { authErrorDismissed, passwordResetRequested, selectAuthRequestOf } from '../authSlice';
import { emailOnlySchema, type EmailOnlyValues } from '../validation';
import styles from '../components/AuthForm.module.css';

declare const __DEMO_MODE__: boolean | undefined;
/** A build-time constant (webpack), so a live build carries no Demo-Postfach hint; Jest runs the demo. */
const isDemoMode = typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__;

/** `Passwort vergessen?`: sends a link to set a new password. Says the same whether or not the address exists. */
export function PasswordForgottenPage() {
  const dispatch = useDispatch();
  const request = useSelector(selectAuthRequestOf('passwordReset'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<EmailOnlyValues>({ resolver: standardSchemaResolver(emailOnlySchema), defaultValues: { email: '' } });

  // An error belongs to this visit of the form: leaving it clears the error (an error set just before arriving,
  // like a declined Google consent, stays visible).
  useEffect(
    () => () => {
      dispatch(authErrorDismissed('passwordReset'));
    },
    [dispatch],
  );

  const sent = isSubmitSuccessful && !request.pending && !request.error;
  return (
    <>
      <PageMeta
        title="Passwort vergessen"
        description="Setzen Sie Ihr Passwort zurück."
        path={paths.passwordForgotten}
        noIndex
      />
      <ScreenIntro
        heading="Passwort vergessen?"
        lead="Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen."
      />
      <div className={styles.panel}>
        {request.error ? <FormAlert>{request.error}</FormAlert> : null}
        {sent ? (
          <FormAlert tone="success">
            Wenn ein Konto mit dieser E-Mail-Adresse existiert, ist der Link jetzt unterwegs. Er ist eine Stunde gültig.
            {isDemoMode ? (
              <>
                {' '}
                Im Demo-Modus finden Sie ihn im <Link to={paths.demoMailbox}>Demo-Postfach</Link>.
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <form
          className={styles.form}
          noValidate
          aria-label="Passwort zurücksetzen"
          onSubmit={handleSubmit((values) => dispatch(passwordResetRequested(values.email)))}
        >
          <TextField
            label="E-Mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <div className={styles.actions}>
            <Button type="submit" pending={request.pending}>
              Link senden
            </Button>
          </div>
        </form>
        <p className={styles.links}>
          <Link to={paths.login}>Zurück zur Anmeldung</Link>
        </p>
      </div>
    </>
  );
}
