import { useRef, useState, type ComponentType, type RefObject } from 'react';
import { MessageCircle } from 'lucide-react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './ChatLauncher.module.css';

/** What the chat chunk gives the launcher (src/features/chat/chatWidget.ts). */
export interface ChatWidget {
  injectChat: (store: object) => void;
  ChatDialog: ComponentType<{
    open: boolean;
    onOpenChange: (open: boolean) => void;
    returnFocusTo: RefObject<HTMLButtonElement | null>;
  }>;
}

/**
 * The `Chat-Assistent öffnen` button of every public page, rendered in the header's row. It is all of the chat that the
 * entry chunk holds: the first press loads the chat chunk (dialog, styles, slice and saga, injected into the store),
 * later presses just open the dialog. Closing returns focus here. CSS alone places it: in the header's row where the
 * window has no room beside the page's column, and floating in the free lane right of that column where it has (above
 * the consent banner while that is open, by anchor positioning), so it never covers a control of the page.
 */
export function ChatLauncher() {
  const store = useStore();
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [widget, setWidget] = useState<ChatWidget | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  // The chat page shows the conversation itself; the admin area is staff only.
  if (pathname === paths.chat || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)) return null;

  async function openChat() {
    if (widget) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const loaded: ChatWidget = await import(/* webpackChunkName: "chat" */ '../chatWidget');
      loaded.injectChat(store);
      setWidget(loaded);
      setOpen(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <div className={styles.dock} data-chat-launcher="">
        {failed ? (
          <p className={styles.failed} role="alert">
            Der Chat konnte nicht geladen werden. Bitte versuchen Sie es erneut.
          </p>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          className={styles.button}
          aria-label="Chat-Assistent öffnen"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-busy={loading}
          onClick={() => void openChat()}
        >
          <MessageCircle aria-hidden="true" size={22} />
          <span className={styles.label}>Chat-Assistent</span>
        </button>
      </div>
      {widget ? <widget.ChatDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </>
  );
}
