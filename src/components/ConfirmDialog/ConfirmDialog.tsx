import type { ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  /** The element that opens the dialog (a button); without it the dialog is opened by `open` (e.g. from a menu). */
  trigger?: ReactNode;
  /** Controlled: whether the dialog is open (with `onOpenChange`). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Controlled without a trigger: where the focus returns when the dialog closes (else to the trigger). */
  returnFocusTo?: () => HTMLElement | null;
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
  open,
  onOpenChange,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  const target = returnFocusTo();
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                }
              : undefined
          }
        >
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
