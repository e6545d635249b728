import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { selectIsAdmin, selectIsSignedIn, signOutRequested } from '@/features/auth';
import { CART_BUTTON_ID, cartPanelToggled, selectCartItemCount } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Menu, ShoppingCart, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ChatLauncher } from '@/features/chat';
import { HeaderMenu } from './headerMenu';
import { useHeaderFold } from './useHeaderFold';
import styles from './SiteHeader.module.css';

/**
 * The header with the vocabulary of docs/product.md, one row at every width: logo, navigation, `Warenkorb` with its count,
 * the chat button, and on narrow screens `Menü`, behind which the navigation folds (headerMenu: a Radix Navigation Menu, swapped in
 * when the user first turns to it). `Menü` closes on Escape and when the focus leaves it.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openItem, setOpenItem] = useState('');
  const menuButton = useRef<HTMLButtonElement>(null);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const cartCount = useAppSelector(selectCartItemCount);
  const bar = useRef<HTMLDivElement>(null);
  // What the row holds changes with the account's links and the cart's count.
  useHeaderFold(bar, `${signedIn}-${isAdmin}-${cartCount}`);
  const close = () => {
    setMenuOpen(false);
    setOpenItem('');
  };
  const closeMenuOnEscape = (event: KeyboardEvent) => {
    // An open `Seminare` list takes the first Escape itself (Radix closes it and focuses its trigger).
    if (event.key !== 'Escape' || !menuOpen || openItem) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const nav = useRef<HTMLElement | null>(null);
  // Leaving `Menü` and its navigation closes them (a click elsewhere moves no focus here, and closes nothing).
  const closeMenuWhenLeft = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || nav.current?.contains(next) || menuButton.current?.contains(next)) return;
    close();
  };
  const closeSeminareWhenLeft = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpenItem('');
  };
  return (
    <header className={styles.header}>
      <div ref={bar} className={styles.bar}>
        <Link to={paths.home} className={styles.brand} onClick={close}>
          <span className={styles.logo} aria-hidden="true">
            DA
          </span>
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        {/* In the row on narrow windows, floating beside the page's column on wide ones (never over the page). */}
        <ChatLauncher />
        <button
          id={CART_BUTTON_ID}
          type="button"
          className={styles.cart}
          onClick={() => {
            close();
            dispatch(cartPanelToggled(true));
          }}
        >
          <ShoppingCart aria-hidden="true" size={18} />
          <span className={styles.cartLabel}>Warenkorb</span>
          <span className={styles.badge} aria-hidden="true">
            {cartCount}
          </span>
          <span className="visually-hidden">
            ({cartCount} {cartCount === 1 ? 'Platz' : 'Plätze'})
          </span>
        </button>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="hauptnavigation"
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={closeMenuOnEscape}
          onBlur={closeMenuWhenLeft}
        >
          {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          Menü
        </button>
        <HeaderMenu
          navRef={nav}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          openItem={openItem}
          onOpenItemChange={setOpenItem}
          onKeyDown={closeMenuOnEscape}
          onBlur={closeMenuWhenLeft}
          onSeminareBlur={closeSeminareWhenLeft}
          close={close}
          // Each entry is named by `data-nav-item`, as the menu's links are: a swap of the menu keeps its focus.
          actions={
            <ul className={styles.actions}>
              {signedIn ? (
                <>
                  {isAdmin ? (
                    <li>
                      <NavLink
                        to={paths.adminDashboard}
                        className={styles.link}
                        onClick={close}
                        data-nav-item={paths.adminDashboard}
                      >
                        Admin-Bereich
                      </NavLink>
                    </li>
                  ) : null}
                  <li>
                    <NavLink
                      to={paths.dashboard}
                      className={styles.link}
                      onClick={close}
                      data-nav-item={paths.dashboard}
                    >
                      Mein Konto
                    </NavLink>
                  </li>
                  <li>
                    <button
                      type="button"
                      className={styles.link}
                      data-nav-item="abmelden"
                      onClick={() => {
                        close();
                        dispatch(signOutRequested());
                      }}
                    >
                      Abmelden
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <NavLink to={paths.login} className={styles.link} onClick={close} data-nav-item={paths.login}>
                      Anmelden
                    </NavLink>
                  </li>
                  <li>
                    <NavLink
                      to={paths.register}
                      className={styles.primary}
                      onClick={close}
                      data-nav-item={paths.register}
                    >
                      Registrieren
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          }
        />
      </div>
    </header>
  );
}
