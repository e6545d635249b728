import { useState } from 'react';
import { useSelector } from 'react-redux';
import * as Dialog from '@radix-ui/react-dialog';
import { ListPlus, X } from 'lucide-react';
import { Button } from '@/components/Button';
import { selectProfile, selectUser } from '@/features/auth';
import { useJoinWaitlistMutation, type WaitlistTarget } from '../waitlistApi';
import { JoinWaitlistForm, type JoinWaitlistValues } from './JoinWaitlistForm';
import styles from './Waitlist.module.css';

interface WaitlistButtonProps {
  target: WaitlistTarget;
  /** Names the date for screen readers and in the dialog, e.g. `SEO-Grundlagen, Berlin, Do., 10.12.2026`. */
  description: string;
}

/** `Auf die Warteliste` on a sold-out date: opens the join dialog, prefilled for signed-in users. */
export function WaitlistButton({ target, description }: WaitlistButtonProps) {
  const [open, setOpen] = useState(false);
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const [join, { data, error, isLoading, reset }] = useJoinWaitlistMutation();
  const initial = {
    name: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
    email: profile?.email ?? user?.email ?? '',
  };
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  const submit = (values: JoinWaitlistValues) => {
    void join({ target, ...values });
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" aria-label={`Auf die Warteliste: ${description}`}>
          <ListPlus aria-hidden="true" size={18} />
          Auf die Warteliste
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Auf die Warteliste</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={styles.close} aria-label="Schließen">
                <X aria-hidden="true" size={20} />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.entryMeta}>
            {description} ist ausgebucht. Sobald Plätze frei werden, bieten wir sie der Reihe nach an – per E-Mail,
            mit einem persönlichen Buchungslink.
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
