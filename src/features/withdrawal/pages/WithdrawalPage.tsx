import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { selectAuthStatus } from '@/features/auth';
import { AccountWithdrawalForm } from '../components/AccountWithdrawalForm';
import { GuestWithdrawalForm } from '../components/GuestWithdrawalForm';
import { WithdrawalReceiptPanel } from '../components/WithdrawalReceiptPanel';
import type { WithdrawalReceipt } from '../withdrawalApi';
import styles from '../components/Withdrawal.module.css';

type AuthRoot = Parameters<typeof selectAuthStatus>[0];

/** /vertrag-widerrufen: the withdrawal button of § 356a BGB, for signed-in customers and guests alike. */
export function WithdrawalPage() {
  const status = useSelector((state: AuthRoot) => selectAuthStatus(state));
  const [params] = useSearchParams();
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const [guestForm, setGuestForm] = useState(false);
  const signedIn = status === 'signedIn';

  return (
    <>
      <PageMeta
        title="Vertrag widerrufen"
        description="Widerrufen Sie eine online gebuchte Veranstaltung: Buchung auswählen oder Buchungsnummer und E-Mail-Adresse angeben."
        path={paths.withdrawal}
        noIndex
      />
      <ScreenIntro
        heading="Vertrag widerrufen"
        lead="Als Verbraucherin oder Verbraucher können Sie Ihre Buchung binnen 14 Tagen ab Vertragsschluss ohne Angabe von Gründen widerrufen."
      />
      {receipt ? (
        <WithdrawalReceiptPanel receipt={receipt} />
      ) : (
        <>
          <p>
            Einzelheiten finden Sie in unserer <Link to={paths.widerruf}>Widerrufsbelehrung</Link>. Für Buchungen von
            Unternehmen gilt das Widerrufsrecht nicht; dann gelten die Stornobedingungen unserer AGB.
          </p>
          {status === 'loading' ? (
            <div role="status">Anmeldung wird geprüft …</div>
          ) : signedIn && !guestForm ? (
            <div className={styles.section}>
              <AccountWithdrawalForm preselected={params.get('buchung')} onWithdrawn={setReceipt} />
              <p>
                <Button variant="ghost" onClick={() => setGuestForm(true)}>
                  Andere Buchung mit Buchungsnummer widerrufen
                </Button>
              </p>
            </div>
          ) : (
            <div className={styles.section}>
              <GuestWithdrawalForm onWithdrawn={setReceipt} />
            </div>
          )}
        </>
      )}
    </>
  );
}
