import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { paths } from '@/config/paths';
import { formatInstantDate } from '@/lib/format';
import { useMyWithdrawalOptionsQuery, useWithdrawMyBookingMutation, type WithdrawalReceipt } from '../withdrawalApi';
import { REFUSAL_SHORT_TEXT, withdrawalErrorText } from '../withdrawalTexts';
import styles from './Withdrawal.module.css';

interface AccountWithdrawalFormProps {
  /** The booking the dashboard link named (`?buchung=<id>`), preselected when it can be withdrawn. */
  preselected: string | null;
  onWithdrawn: (receipt: WithdrawalReceipt) => void;
}

/** Signed in: pick one of your bookings (those without a right of withdrawal are shown, but cannot be picked). */
export function AccountWithdrawalForm({ preselected, onWithdrawn }: AccountWithdrawalFormProps) {
  const options = useMyWithdrawalOptionsQuery();
  const [withdraw, request] = useWithdrawMyBookingMutation();
  const eligible = (options.data ?? []).filter((option) => option.refusal === null);
  const initial = eligible.some((o) => o.booking_id === preselected) ? preselected : null;
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const selected = picked ?? initial;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected) {
      setMissing(true);
      return;
    }
    const result = await withdraw(selected);
    if ('data' in result && result.data) onWithdrawn(result.data);
  }

  if (options.isError) {
    return <ErrorState message="Ihre Buchungen konnten nicht geladen werden." onRetry={() => options.refetch()} />;
  }
  if (!options.data) return <LoadingState label="Buchungen werden geladen …" />;
  if (options.data.length === 0) {
    return (
      <EmptyState title="Sie haben in Ihrem Konto keine Buchungen.">
        <p>Für eine Buchung ohne Kundenkonto nutzen Sie bitte Buchungsnummer und E-Mail-Adresse unten.</p>
      </EmptyState>
    );
  }
  const onlyCompany = options.data.every((o) => o.refusal === 'WITHDRAWAL_NOT_CONSUMER');

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="widerruf-konto">
      <h2 id="widerruf-konto">Buchung aus Ihrem Konto</h2>
      <fieldset className={styles.options} aria-describedby={missing ? 'widerruf-auswahl-fehlt' : undefined}>
        <legend>Welche Buchung möchten Sie widerrufen?</legend>
        {options.data.map((option) => {
          const refusal = option.refusal;
          return (
            <label key={option.booking_id} className={styles.option}>
              <input
                type="radio"
                name="buchung"
                value={option.booking_id}
                checked={selected === option.booking_id}
                disabled={refusal !== null}
                onChange={() => {
                  setPicked(option.booking_id);
                  setMissing(false);
                }}
              />
              <span>
                Buchung {option.booking_number}
                <span className={styles.reason}>
                  {refusal === null
                    ? `Widerruf möglich bis ${formatInstantDate(new Date(Date.parse(option.deadline) - 1).toISOString())}`
                    : (REFUSAL_SHORT_TEXT[refusal] ?? refusal)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {missing ? (
        <p id="widerruf-auswahl-fehlt" role="alert">
          Bitte wählen Sie die Buchung aus, die Sie widerrufen möchten.
        </p>
      ) : null}
      {onlyCompany ? (
        <FormAlert tone="info">
          Ihre Buchungen wurden für ein Unternehmen abgeschlossen. Das gesetzliche Widerrufsrecht gilt nur für
          Verbraucherinnen und Verbraucher; für Firmenbuchungen gelten die{' '}
          <Link to={`${paths.agb}#stornobedingungen`}>Stornobedingungen der AGB</Link>.
        </FormAlert>
      ) : null}
      {request.isError ? <FormAlert>{withdrawalErrorText(request.error, false)}</FormAlert> : null}
      {eligible.length > 0 ? (
        <div className={styles.actions}>
          <Button type="submit" pending={request.isLoading}>
            Widerruf bestätigen
          </Button>
        </div>
      ) : null}
    </form>
  );
}
