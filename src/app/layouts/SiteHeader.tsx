import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { selectAuthStatus, selectIsAdmin, signOutRequested } from '@/features/auth';
import { CART_BUTTON_ID, cartPanelToggled, selectCartItemCount } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ChevronDown, Menu, ShoppingCart, X } from 'lucide-react';
import { CITY_NAMES, CITY_SLUGS, cityPath, paths, seminarTypePath } from '@/config/paths';
import { CATEGORY_NAMES } from '@/features/catalog';
import { site } from '@/config/site';
import styles from './SiteHeader.module.css';

/**
 * The header with the vocabulary of DESIGN.md §5. On narrow screens the navigation folds behind `Menü`. `Seminare`
 * is a disclosure of links (the pattern for site navigation; an ARIA menu is for application commands).
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [citiesOpen, setCitiesOpen] = useState(false);
  const citiesId = useId();
  const topicsId = useId();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const isAdmin = useAppSelector(selectIsAdmin);
  const cartCount = useAppSelector(selectCartItemCount);
  const close = () => {
    setMenuOpen(false);
    setCitiesOpen(false);
  };
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand} onClick={close}>
          <span className={styles.logo} aria-hidden="true">
            DA
          </span>
          <span>{site.name}</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="hauptnavigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          Menü
        </button>
        <nav
          id="hauptnavigation"
          aria-label="Hauptnavigation"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
        >
          <ul className={styles.links}>
            <li className={styles.disclosure}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={citiesOpen}
                aria-controls={citiesId}
                onClick={() => setCitiesOpen((open) => !open)}
              >
                Seminare <ChevronDown aria-hidden="true" size={16} />
              </button>
              <ul id={citiesId} className={styles.dropdown} hidden={!citiesOpen}>
                {CITY_SLUGS.map((city) => (
                  <li key={city}>
                    <Link to={cityPath(city)} className={styles.dropdownItem} onClick={close}>
                      Seminare in {CITY_NAMES[city]}
                    </Link>
                  </li>
                ))}
                {/* The second group: the topic pages, under a visible group name that labels their list. */}
                <li className={styles.dropdownGroup}>
                  <span id={topicsId} className={styles.dropdownHeading}>
                    Nach Thema
                  </span>
                  <ul aria-labelledby={topicsId} className={styles.dropdownSublist}>
                    {Object.entries(CATEGORY_NAMES).map(([category, name]) => (
                      <li key={category}>
                        <Link to={seminarTypePath(category)} className={styles.dropdownItem} onClick={close}>
                          {name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              </ul>
            </li>
            <li>
              <NavLink to={paths.webinars} className={styles.link} onClick={close}>
                Webinare
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.inhouse} className={styles.link} onClick={close}>
                Inhouse-Schulungen
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.about} className={styles.link} onClick={close}>
                Über uns
              </NavLink>
            </li>
          </ul>
          <ul className={styles.actions}>
            <li>
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
            </li>
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
        </nav>
      </div>
    </header>
  );
}
