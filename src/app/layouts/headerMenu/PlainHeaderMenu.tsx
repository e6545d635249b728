import { useRef, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from '../SiteHeader.module.css';
import { PAGE_LINKS, PageLink, SeminareLists, type WrapLink } from './menuLinks';
import { SEMINARE, SWAP_VALUE, type HeaderMenuProps } from './types';

const asIs: WrapLink = (link) => link;

/**
 * The navigation until the Radix menu's code has arrived (it loads right after the first paint): the same boxes as
 * the Radix menu, so nothing moves when it is swapped in, and `Seminare` already opens its list as a disclosure.
 */
export function PlainHeaderMenu(props: HeaderMenuProps) {
  const { navRef, className, openItem, onOpenItemChange, onKeyDown, onBlur, onSeminareBlur, close, actions } = props;
  const open = openItem === SEMINARE;
  const trigger = useRef<HTMLButtonElement>(null);
  // As in the Radix menu: Escape closes the open list and returns the focus to `Seminare`.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenItemChange('');
    trigger.current?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and leaving bubble up from the links inside, as in the Radix menu
    <nav
      ref={navRef}
      data-swap={SWAP_VALUE}
      id="hauptnavigation"
      aria-label="Hauptnavigation"
      className={className}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {/* The list's box, positioned as the Radix menu's (it wraps its list in a relatively positioned box too). */}
      <div className={styles.listBox}>
        <ul className={styles.links}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- as in the Radix menu: the item hears its trigger and links */}
          <li className={styles.disclosure} onBlur={onSeminareBlur} onKeyDown={closeOnEscape}>
            <button
              ref={trigger}
              type="button"
              className={styles.trigger}
              data-nav-item={SEMINARE}
              aria-expanded={open}
              onClick={() => onOpenItemChange(open ? '' : SEMINARE)}
            >
              Seminare <ChevronDown aria-hidden="true" size={16} />
            </button>
            {open ? (
              <div className={styles.dropdown}>
                <SeminareLists wrap={asIs} close={close} />
              </div>
            ) : null}
          </li>
          {PAGE_LINKS.map((link) => (
            <li key={link.to}>
              <PageLink {...link} close={close} />
            </li>
          ))}
        </ul>
      </div>
      {actions}
    </nav>
  );
}
