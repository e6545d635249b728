import type { ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  /** The element that opens the dialog (a button). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Extra content between description and buttons, e.g. a typed confirmation field. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  tone?: 'danger' | 'default';
}

/**
 * A question the user must answer before something irreversible (cancel a booking, delete an account). Radix
 * AlertDialog traps focus, closes on Escape and returns focus to the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Abbrechen',
  onConfirm,
  children,
  confirmDisabled,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          {children}
          <div className={styles.actions}>
            <AlertDialog.Cancel className={styles.cancel}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={tone === 'danger' ? styles.danger : styles.confirm}
              onClick={onConfirm}
              disabled={confirmDisabled}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
