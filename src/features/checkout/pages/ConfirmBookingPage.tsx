import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api';
import { useConfirmBookingEmailMutation, type ConfirmedBooking } from '../confirmBookingApi';
import styles from '../components/Checkout.module.css';

/**
 * Where the `Buchung bestätigen` link of the confirmation mail leads. Confirming takes a click (not the page load),
 * so a mail scanner opening the link cannot confirm a booking on the guest's behalf.
 */
export function ConfirmBookingPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isLoading }] = useConfirmBookingEmailMutation();
  const [result, setResult] = useState<ConfirmedBooking | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      setResult(await confirm(token).unwrap());
    } catch (failure) {
      setError(errorText(failure, 'Ein unerwarteter Fehler ist aufgetreten.'));
    }
  }

  const meta = (
    <PageMeta
      title="Buchung bestätigen"
      description="Bestätigen Sie Ihre Buchung über den Link aus der E-Mail."
      path={pathname}
      noIndex
    />
  );

  if (result?.status === 'expired') {
    return (
      <>
        {meta}
        <ScreenIntro
          heading="Reservierung abgelaufen"
          lead={`Die Buchung ${result.booking_number} wurde nicht rechtzeitig bestätigt; die Plätze sind wieder freigegeben.`}
        />
        <div className={styles.section}>
          <p>
            Sie können die Termine gern erneut buchen. <Link to={paths.home}>Zu den Seminaren</Link>
          </p>
        </div>
      </>
    );
  }
  if (result) {
    return (
      <>
        {meta}
        <ScreenIntro
          heading="Buchung bestätigt"
          lead={`Vielen Dank! Ihre Buchung ${result.booking_number} ist jetzt verbindlich.`}
        />
        <div className={styles.section}>
          <p>Die Rechnung erhalten Sie per E-Mail.</p>
          <p>
            <Link to={paths.home}>Weitere Seminare entdecken</Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      {meta}
      <ScreenIntro
        heading="Buchung bestätigen"
        lead="Mit der Bestätigung wird Ihre Buchung auf Rechnung verbindlich. Ohne Bestätigung verfällt die Reservierung."
      />
      <div className={styles.section}>
        {token ? null : (
          <FormAlert>Der Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer Buchungs-E-Mail.</FormAlert>
        )}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <p className={styles.buttons}>
          <Button onClick={() => void submit()} pending={isLoading} disabled={!token}>
            Buchung bestätigen
          </Button>
        </p>
      </div>
    </>
  );
}
