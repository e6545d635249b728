import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { selectIsAdmin, signOutRequested } from '@/features/auth';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useAppDispatch, useAppSelector } from '../hooks';
import styles from './AdminHeader.module.css';

/** The admin sections, in the order staff use them (docs/product.md). */
const SECTIONS: ReadonlyArray<{ to: string; label: string }> = [
  { to: paths.adminDashboard, label: 'Übersicht' },
  { to: paths.adminSeminars, label: 'Seminare' },
  { to: paths.adminBookings, label: 'Buchungen' },
  { to: paths.adminInvoices, label: 'Rechnungen' },
  { to: paths.adminLocations, label: 'Standorte' },
  { to: paths.adminTrainers, label: 'Trainer' },
  { to: paths.adminUsers, label: 'Benutzer' },
  { to: paths.adminEmails, label: 'E-Mails' },
  { to: paths.adminSettings, label: 'Einstellungen' },
];

const NAV_ID = 'admin-navigation';

/**
 * The admin area's compact header: the academy's name, the admin sections, `Zur Website` and `Abmelden` in one row on
 * a desktop; on a phone the sections fold behind `Menü` (Escape closes it and returns the focus). The sections show
 * only to a signed-in admin (the route guard sends everyone else to the sign-in).
 */
export function AdminHeader() {
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A followed link closes the folded menu.
  const close = () => setMenuOpen(false);

  // Escape anywhere closes the folded menu and returns the focus to `Menü`.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={isAdmin ? paths.adminDashboard : paths.home} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            DA
          </span>
          <span className={styles.brandName}>{site.name}</span>
          <span className={styles.area}>Verwaltung</span>
        </Link>
        {isAdmin ? (
          <>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={NAV_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
              Menü
            </button>
            <div id={NAV_ID} className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
              <nav aria-label="Admin-Bereich" className={styles.nav}>
                <ul className={styles.sections}>
                  {SECTIONS.map((section) => (
                    <li key={section.to}>
                      <NavLink to={section.to} className={styles.link} onClick={close}>
                        {section.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <ul className={styles.account}>
                <li>
                  <Link to={paths.home} className={styles.link}>
                    Zur Website
                  </Link>
                </li>
                <li>
                  <button type="button" className={styles.signOut} onClick={() => dispatch(signOutRequested())}>
                    Abmelden
                  </button>
                </li>
              </ul>
            </div>
          </>
        ) : (
          <Link to={paths.home} className={`${styles.link} ${styles.website}`}>
            Zur Website
          </Link>
        )}
      </div>
    </header>
  );
}
