import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import styles from './AdminShell.module.css';

const SECTIONS: ReadonlyArray<{ to: string; label: string }> = [
  { to: paths.adminDashboard, label: 'Übersicht' },
  { to: paths.adminSeminars, label: 'Seminare' },
  { to: paths.adminBookings, label: 'Buchungen' },
  { to: paths.adminLocations, label: 'Standorte' },
  { to: paths.adminTrainers, label: 'Trainer' },
  { to: paths.adminUsers, label: 'Benutzer' },
  { to: paths.adminEmails, label: 'E-Mails' },
  { to: paths.adminSettings, label: 'Einstellungen' },
];

interface AdminShellProps {
  /** The page's h1. */
  heading: string;
  /** The document title (defaults to the heading). */
  title?: string;
  description: string;
  path: string;
  /** Buttons beside the heading (e.g. "Neues Seminar"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen: the section navigation, the h1 and the page's content. Admin pages are never indexed. */
export function AdminShell({ heading, title, description, path, actions, children }: AdminShellProps) {
  return (
    <div className={styles.shell}>
      <PageMeta title={title ?? heading} description={description} path={path} noIndex />
      <nav aria-label="Admin-Bereich" className={styles.nav}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className={styles.link}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{heading}</h1>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
