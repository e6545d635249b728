import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormAlert, TextField } from '@/components/Form';
import {
  DELETE_CONFIRMATION_WORD,
  emailChangeSchema,
  passwordChangeSchema,
  type EmailChangeValues,
  type PasswordChangeValues,
} from '../validation';
import styles from '../pages/AccountPage.module.css';

declare const __DEMO_MODE__: boolean | undefined;
/** A build-time constant (webpack), so a live build carries no Demo-Postfach hint; Jest runs the demo. */
const isDemoMode = typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__;

interface RequestState {
  pending: boolean;
  error?: string;
  done: boolean;
}

interface AccountDataPanelProps {
  email: string;
  emailChange: RequestState;
  passwordChange: RequestState;
  deletion: RequestState;
  onChangeEmail: (email: string) => void;
  onChangePassword: (values: { currentPassword: string; newPassword: string }) => void;
  onExport: () => void;
  exporting: boolean;
  onDelete: () => void;
}

/** Account data: e-mail, password, a copy of my data (Art. 15/20 DSGVO) and deleting the account (Art. 17). */
export function AccountDataPanel(props: AccountDataPanelProps) {
  const [confirmation, setConfirmation] = useState('');
  const emailForm = useForm<EmailChangeValues>({
    resolver: standardSchemaResolver(emailChangeSchema),
    defaultValues: { email: '' },
  });
  const passwordForm = useForm<PasswordChangeValues>({
    resolver: standardSchemaResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });

  return (
    <div className={styles.stack}>
      <section aria-labelledby="email-aendern">
        <h3 id="email-aendern">E-Mail-Adresse ändern</h3>
        <p>
          Aktuell: <strong>{props.email}</strong>. Die neue Adresse gilt, sobald Sie den Link in der Bestätigungs-E-Mail
          geöffnet haben{isDemoMode ? ' (im Demo-Postfach)' : ''}.
        </p>
        {props.emailChange.error ? <FormAlert>{props.emailChange.error}</FormAlert> : null}
        {props.emailChange.done ? (
          <FormAlert tone="success">Wir haben einen Bestätigungslink an die neue Adresse geschickt.</FormAlert>
        ) : null}
        <form
          noValidate
          aria-label="E-Mail-Adresse ändern"
          onSubmit={emailForm.handleSubmit((values) => props.onChangeEmail(values.email))}
        >
          <TextField
            label="Neue E-Mail-Adresse"
            type="email"
            autoComplete="email"
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register('email')}
          />
          <Button type="submit" variant="secondary" pending={props.emailChange.pending}>
            E-Mail-Adresse ändern
          </Button>
        </form>
      </section>

      <section aria-labelledby="passwort-aendern">
        <h3 id="passwort-aendern">Passwort ändern</h3>
        {props.passwordChange.error ? <FormAlert>{props.passwordChange.error}</FormAlert> : null}
        {props.passwordChange.done ? <FormAlert tone="success">Ihr neues Passwort ist gespeichert.</FormAlert> : null}
        <form
          noValidate
          aria-label="Passwort ändern"
          onSubmit={passwordForm.handleSubmit((values) =>
            props.onChangePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
          )}
        >
          <TextField
            label="Aktuelles Passwort"
            type="password"
            autoComplete="current-password"
            error={passwordForm.formState.errors.currentPassword?.message}
            {...passwordForm.register('currentPassword')}
          />
          <TextField
            label="Neues Passwort"
            type="password"
            autoComplete="new-password"
            error={passwordForm.formState.errors.newPassword?.message}
            {...passwordForm.register('newPassword')}
          />
          <TextField
            label="Neues Passwort wiederholen"
            type="password"
            autoComplete="new-password"
            error={passwordForm.formState.errors.repeat?.message}
            {...passwordForm.register('repeat')}
          />
          <Button type="submit" variant="secondary" pending={props.passwordChange.pending}>
            Passwort ändern
          </Button>
        </form>
      </section>

      <section aria-labelledby="daten-export">
        <h3 id="daten-export">Meine Daten herunterladen</h3>
        <p>Eine JSON-Datei mit Ihrem Profil, Ihren Einstellungen und allen Buchungen.</p>
        <Button variant="secondary" onClick={props.onExport} pending={props.exporting}>
          Daten herunterladen (JSON)
        </Button>
      </section>

      <section aria-labelledby="konto-loeschen">
        <h3 id="konto-loeschen">Konto löschen</h3>
        <p>
          Ihr Zugang, Ihr Profil und Ihre Einstellungen werden gelöscht. Buchungen und Rechnungen bewahren wir ohne
          Verbindung zu Ihrem Konto auf, solange das Steuerrecht es verlangt (8 Jahre).
        </p>
        {props.deletion.error ? <FormAlert>{props.deletion.error}</FormAlert> : null}
        <ConfirmDialog
          trigger={
            <Button variant="danger" pending={props.deletion.pending}>
              Konto löschen
            </Button>
          }
          title="Konto endgültig löschen?"
          description={`Das lässt sich nicht rückgängig machen. Tippen Sie zur Bestätigung ${DELETE_CONFIRMATION_WORD} ein.`}
          confirmLabel="Konto endgültig löschen"
          confirmDisabled={confirmation.trim() !== DELETE_CONFIRMATION_WORD}
          onConfirm={() => {
            setConfirmation('');
            props.onDelete();
          }}
        >
          <TextField
            label="Bestätigung"
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </ConfirmDialog>
      </section>
    </div>
  );
}
