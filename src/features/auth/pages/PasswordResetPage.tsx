import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { authErrorDismissed, passwordUpdateRequested, selectAuthRequestOf, selectAuthStatus } from '../authSlice';
import { AuthWaiting } from '../components/AuthWaiting';
import { newPasswordSchema, type NewPasswordValues } from '../validation';
import styles from '../components/AuthForm.module.css';

/** The target of the password-reset link: the link signs the user in, and here they choose the new password. */
export function PasswordResetPage() {
  const dispatch = useDispatch();
  const status = useSelector(selectAuthStatus);
  const request = useSelector(selectAuthRequestOf('passwordUpdate'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<NewPasswordValues>({
    resolver: standardSchemaResolver(newPasswordSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  });

  // An error belongs to this visit of the form: leaving it clears the error (an error set just before arriving,
  // like a declined Google consent, stays visible).
  useEffect(
    () => () => {
      dispatch(authErrorDismissed('passwordUpdate'));
    },
    [dispatch],
  );

  const done = isSubmitSuccessful && !request.pending && !request.error;
  const meta = (
    <PageMeta
      title="Neues Passwort"
      description="Legen Sie ein neues Passwort fest."
      path={paths.passwordReset}
      noIndex
    />
  );

  if (status === 'loading') {
    return (
      <>
        {meta}
        <ScreenIntro heading="Neues Passwort festlegen" />
        <AuthWaiting text="Authenticating..." />
      </>
    );
  }

  if (status === 'signedOut') {
    return (
      <>
        {meta}
        <ScreenIntro heading="Neues Passwort festlegen" />
        <div className={styles.panel}>
          <FormAlert>Der Link ist ungültig oder abgelaufen. Fordern Sie bitte einen neuen an.</FormAlert>
          <p className={styles.links}>
            <Link to={paths.passwordForgotten}>Neuen Link anfordern</Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      {meta}
      <ScreenIntro heading="Neues Passwort festlegen" lead={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`} />
      <div className={styles.panel}>
        {request.error ? <FormAlert>{request.error}</FormAlert> : null}
        {done ? (
          <FormAlert tone="success">
            Ihr neues Passwort ist gespeichert. <Link to={paths.dashboard}>Weiter zu Mein Konto</Link>
          </FormAlert>
        ) : (
          <form
            className={styles.form}
            noValidate
            aria-label="Neues Passwort"
            onSubmit={handleSubmit((values) => dispatch(passwordUpdateRequested(values.password)))}
          >
            <TextField
              label="Neues Passwort"
              type="password"
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              label="Passwort wiederholen"
              type="password"
              autoComplete="new-password"
              required
              error={errors.passwordRepeat?.message}
              {...register('passwordRepeat')}
            />
            <div className={styles.actions}>
              <Button type="submit" pending={request.pending}>
                Passwort speichern
              </Button>
            </div>
          </form>
        )}
      </div>
    </>
  );
}
