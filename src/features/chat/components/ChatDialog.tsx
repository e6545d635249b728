import { useRef, type RefObject } from 'react';
import { Tooltip } from '@/components/Tooltip';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChatConversation } from './ChatConversation';
import styles from './ChatDialog.module.css';

interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The launcher: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The `Chat-Assistent` dialog (Radix Dialog: focus moves into it and stays there, Escape closes it). Focus starts
 * in the question field and returns to the launcher on close.
 */
export function ChatDialog({ open, onOpenChange, returnFocusTo }: ChatDialogProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>Chat-Assistent</Dialog.Title>
              <Dialog.Description className={styles.description}>
                Fragen zu Seminaren, Terminen und Preisen
              </Dialog.Description>
            </div>
            <Link className={styles.pageLink} to={paths.chat} onClick={close}>
              Als Seite öffnen
            </Link>
            <Tooltip content="Chat schließen" side="left">
              <Dialog.Close className={styles.close} aria-label="Chat schließen">
                <X aria-hidden="true" size={20} />
              </Dialog.Close>
            </Tooltip>
          </div>
          <ChatConversation variant="dialog" onNavigate={close} inputRef={inputRef} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
