import { z } from 'zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { configureZod } from '@/lib/validation';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { googleSignInFailed } from '@/features/auth';
import { browserNavigation } from '@/lib/browserNavigation';
import { completeDemoOAuth } from '@/lib/demoBackend';
import { GOOGLE_SIGN_IN_ERROR_TEXT } from '@/lib/supabase';
import styles from './DemoMailboxPage.module.css';

configureZod();

const consentSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie die E-Mail-Adresse Ihres Google-Kontos ein.')
    .pipe(z.email({ message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
  fullName: z.string().trim().min(1, 'Bitte geben Sie Ihren Namen ein.'),
});
type ConsentValues = z.input<typeof consentSchema>;

/**
 * Demo mode: stands in for Google's consent screen. "Zulassen" finishes the sign-in the way Google's redirect would;
 * "Abbrechen" is the user declining, which the app reports with the Google failure text of docs/errors.md.
 */
export function DemoOAuthConsentPage() {
  const [params] = useSearchParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const provider = params.get('provider') ?? 'google';
  const redirectTo = params.get('redirect_to') ?? `${browserNavigation.origin()}/`;
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConsentValues>({
    resolver: standardSchemaResolver(consentSchema),
    defaultValues: { email: 'max.mustermann@gmail.test', fullName: 'Max Mustermann' },
  });

  const allow = handleSubmit(async (values) => {
    setFailed(false);
    try {
      browserNavigation.assign(await completeDemoOAuth({ provider, redirectTo, ...values }));
    } catch {
      setFailed(true);
    }
  });

  function decline() {
    dispatch(googleSignInFailed(GOOGLE_SIGN_IN_ERROR_TEXT));
    navigate(paths.login);
  }

  return (
    <>
      <PageMeta
        title="Demo-Google-Anmeldung"
        description="Simulierte Google-Anmeldung."
        path={paths.demoOAuthConsent}
        noIndex
      />
      <ScreenIntro
        heading="Mit Google anmelden (Demo)"
        lead="Im Demo-Modus ersetzt diese Seite Googles Anmeldedialog. Die Digitalakademie erhält Ihren Namen und Ihre E-Mail-Adresse."
      />
      {failed ? <FormAlert>{GOOGLE_SIGN_IN_ERROR_TEXT}</FormAlert> : null}
      <form noValidate aria-label="Google-Konto" onSubmit={allow}>
        <TextField
          label="E-Mail"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div className={styles.toolbar}>
          <Button type="submit" pending={isSubmitting}>
            Zulassen
          </Button>
          <Button variant="secondary" onClick={decline}>
            Abbrechen
          </Button>
        </div>
      </form>
    </>
  );
}
