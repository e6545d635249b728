import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, NavLink } from 'react-router-dom';
import { selectAuthStatus, selectIsAdmin, signOutRequested } from '@/features/auth';
import { CART_BUTTON_ID, cartPanelToggled, selectCartItemCount } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ChevronDown, Menu, ShoppingCart, X } from 'lucide-react';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths, seminarTypePath } from '@/config/paths';
import { CATEGORY_NAMES } from '@/features/catalog';
import { site } from '@/config/site';
import styles from './SiteHeader.module.css';

const SEMINARE = 'seminare';

/**
 * The header with the vocabulary of docs/product.md, one row at every width: logo, navigation, `Warenkorb` with its count,
 * and on narrow screens `Menü`, behind which the navigation folds. The navigation is a Radix Navigation Menu (links,
 * not application commands): arrow keys move between the entries and through the `Seminare` list, Escape closes it and
 * returns focus to its trigger, and it closes when the focus leaves it. `Menü` closes on Escape and when left too.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openItem, setOpenItem] = useState('');
  const topicsId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const isAdmin = useAppSelector(selectIsAdmin);
  const cartCount = useAppSelector(selectCartItemCount);
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
  const nav = useRef<HTMLElement>(null);
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
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand} onClick={close}>
          <span className={styles.logo} aria-hidden="true">
            DA
          </span>
          <span className={styles.brandName}>{site.name}</span>
        </Link>
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
          Warenkorb
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
        <NavigationMenu.Root
          ref={nav}
          id="hauptnavigation"
          aria-label="Hauptnavigation"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          value={openItem}
          onValueChange={setOpenItem}
          onKeyDown={closeMenuOnEscape}
          onBlur={closeMenuWhenLeft}
        >
          <NavigationMenu.List className={styles.links}>
            <NavigationMenu.Item value={SEMINARE} className={styles.disclosure} onBlur={closeSeminareWhenLeft}>
              <NavigationMenu.Trigger className={styles.trigger}>
                Seminare <ChevronDown aria-hidden="true" size={16} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.dropdown}>
                <ul className={styles.dropdownSublist}>
                  {CITY_SLUGS.map((city) => (
                    <li key={city}>
                      <NavigationMenu.Link asChild>
                        <Link to={cityPath(city)} className={styles.dropdownItem} onClick={close}>
                          Seminare in {CITY_NAMES[city]}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
                {/* The second group: the topic pages, under a visible group name that labels their list. */}
                <div className={styles.dropdownGroup}>
                  <span id={topicsId} className={styles.dropdownHeading}>
                    Nach Thema
                  </span>
                  <ul aria-labelledby={topicsId} className={styles.dropdownSublist}>
                    {Object.entries(CATEGORY_NAMES).map(([category, name]) => (
                      <li key={category}>
                        <NavigationMenu.Link asChild>
                          <Link to={seminarTypePath(category)} className={styles.dropdownItem} onClick={close}>
                            {name}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to={paths.webinars} className={styles.link} onClick={close}>
                  Webinare
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to={paths.inhouse} className={styles.link} onClick={close}>
                  Inhouse-Schulungen
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to={paths.about} className={styles.link} onClick={close}>
                  Über uns
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
          <ul className={styles.actions}>
            {signedIn ? (
              <>
                {isAdmin ? (
                  <li>
                    <NavLink to={paths.adminDashboard} className={styles.link} onClick={close}>
                      Admin-Bereich
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <NavLink to={paths.dashboard} className={styles.link} onClick={close}>
                    Mein Konto
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className={styles.link}
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
                  <NavLink to={paths.login} className={styles.link} onClick={close}>
                    Anmelden
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.register} className={styles.primary} onClick={close}>
                    Registrieren
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </NavigationMenu.Root>
      </div>
    </header>
  );
}
