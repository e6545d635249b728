import type { ReactNode } from 'react';
import { PageMeta } from '@/components/PageMeta';
import styles from './AdminShell.module.css';

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

/**
 * Every admin screen: the h1, the page's actions and its content. The section navigation is the admin layout's
 * header. Admin pages are never indexed.
 */
export function AdminShell({ heading, title, description, path, actions, children }: AdminShellProps) {
  return (
    <div className={styles.shell}>
      <PageMeta title={title ?? heading} description={description} path={path} noIndex />
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
