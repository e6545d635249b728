import { useSelector } from 'react-redux';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { selectProfile, selectUser } from '@/features/auth';
import { useJoinWaitlistMutation, type WaitlistTarget } from '../waitlistApi';
import { JoinWaitlistForm, type JoinWaitlistValues } from './JoinWaitlistForm';
import styles from './Waitlist.module.css';

interface JoinWaitlistDialogProps {
  target: WaitlistTarget;
  /** Names the date, e.g. `SEO-Grundlagen, Berlin, Do., 10.12.2026`. */
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to when the dialog closes (the button that opened it). */
  onCloseFocus: () => void;
}

/** The join dialog of `Auf die Warteliste`, prefilled for signed-in users; a chunk of its own (form rules, dialog). */
export function JoinWaitlistDialog({ target, description, open, onOpenChange, onCloseFocus }: JoinWaitlistDialogProps) {
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const [join, { data, error, isLoading, reset }] = useJoinWaitlistMutation();
  const initial = {
    name: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
    email: profile?.email ?? user?.email ?? '',
  };
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };
  const submit = (values: JoinWaitlistValues) => {
    void join({ target, ...values });
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Auf die Warteliste</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={styles.close} aria-label="Schließen">
                <X aria-hidden="true" size={20} />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.entryMeta}>
            {description} ist ausgebucht. Sobald Plätze frei werden, bieten wir sie der Reihe nach an – per E-Mail, mit
            einem persönlichen Buchungslink.
          </Dialog.Description>
          <JoinWaitlistForm
            initial={initial}
            pending={isLoading}
            result={data ?? null}
            error={error}
            onSubmit={submit}
            onClose={() => change(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
