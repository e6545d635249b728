import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import styles from './ActionsMenu.module.css';

export interface MenuAction {
  label: string;
  /** Runs when the entry is chosen (after the confirmation, when it has one). */
  onSelect: () => void;
  /** A destructive entry: drawn in red; list it last. */
  danger?: boolean;
  /** Asked in the ConfirmDialog before `onSelect` runs. */
  confirm?: { title: string; description: string; confirmLabel: string; cancelLabel?: string };
}

interface ActionsMenuProps {
  /** The button's accessible name; it starts with its visible text `Aktionen` (WCAG 2.5.3), e.g. `Aktionen für …`. */
  label: string;
  actions: readonly MenuAction[];
}

/**
 * A row's less frequent and destructive actions behind one `Aktionen` button (the WAI-ARIA menu button pattern):
 * Enter, Space or ArrowDown open it on the first entry, ArrowUp on the last; arrows, Home and End move; Escape closes
 * and returns the focus to the button; Tab or a click elsewhere closes. The menu is fixed to the window, so a table's
 * scroll container never clips it. A destructive entry asks in the ConfirmDialog first.
 */
export function ActionsMenu({ label, actions }: ActionsMenuProps) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [confirming, setConfirming] = useState<MenuAction | null>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // Placed under the button, right edges aligned; above it when the window has no room below. Set before the first
  // paint and before the focus moves in (an element hidden until placed could not take the focus).
  useLayoutEffect(() => {
    const list = menu.current;
    if (!open || !button.current || !list) return;
    const rect = button.current.getBoundingClientRect();
    const height = list.offsetHeight;
    const below = rect.bottom + 4;
    const top = below + height > window.innerHeight && rect.top - height - 4 > 0 ? rect.top - height - 4 : below;
    list.style.top = `${top}px`;
    list.style.right = `${Math.max(4, window.innerWidth - rect.right)}px`;
    const entries = items();
    (open === 'last' ? entries[entries.length - 1] : entries[0])?.focus();
  }, [open]);

  // A scroll or resize would leave the fixed menu behind: close it; so does a click outside.
  useEffect(() => {
    if (!open) return undefined;
    const close = () => setOpen(false);
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close();
    };
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(list.length - 1);
        break;
      case 'Escape':
        setOpen(false);
        button.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  function choose(action: MenuAction) {
    setOpen(false);
    if (action.confirm) {
      setConfirming(action);
      return;
    }
    button.current?.focus();
    action.onSelect();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => (current ? false : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        Aktionen
        <MoreHorizontal aria-hidden="true" size={16} />
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {actions.map((action) => (
            <li key={action.label} role="none" className={action.danger ? styles.dangerEntry : undefined}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${styles.item} ${action.danger ? styles.danger : ''}`}
                onClick={() => choose(action)}
              >
                {action.confirm ? `${action.label} …` : action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {confirming?.confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) setConfirming(null);
          }}
          returnFocusTo={() => button.current}
          title={confirming.confirm.title}
          description={confirming.confirm.description}
          confirmLabel={confirming.confirm.confirmLabel}
          cancelLabel={confirming.confirm.cancelLabel}
          onConfirm={confirming.onSelect}
        />
      ) : null}
    </>
  );
}
