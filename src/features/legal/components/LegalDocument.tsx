import { useId, type ReactNode } from 'react';
import styles from './LegalDocument.module.css';

export interface LegalSection {
  /** The in-page anchor (`/agb#stornobedingungen`); stable, because other pages and e-mails link to it. */
  id: string;
  /** The section's h2 and its entry in the table of contents. */
  title: string;
  /** The section's text; sub-headings inside are h3. */
  content: ReactNode;
}

export interface LegalDocumentProps {
  sections: readonly LegalSection[];
  /** Human-readable date of the version, e.g. „November 2026“. */
  updated: string;
  /** The same date machine-readable, e.g. `2026-11`. */
  updatedIso: string;
  /** Text before the table of contents. */
  intro?: ReactNode;
  /** Table of contents; on by default from four sections on, where scrolling gets long. */
  showToc?: boolean;
}

/**
 * The layout of a long legal text below the page's ScreenIntro: version date, table of contents with in-page links,
 * one h2 per section. Sections come as data so every entry of the table of contents has its target by construction.
 */
export function LegalDocument({ sections, updated, updatedIso, intro, showToc }: LegalDocumentProps) {
  const tocHeadingId = useId();
  const withToc = showToc ?? sections.length >= 4;
  return (
    <div className={styles.document}>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <p className={styles.updated}>
        Stand: <time dateTime={updatedIso}>{updated}</time>
      </p>
      {withToc ? (
        <nav className={styles.toc} aria-labelledby={tocHeadingId}>
          <h2 id={tocHeadingId} className={styles.tocHeading}>
            Inhalt
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section}>
          <h2 className={styles.heading}>{section.title}</h2>
          {section.content}
        </section>
      ))}
    </div>
  );
}

/** A block set off from the running text, e.g. the model withdrawal form or a worked example. */
export function LegalBox({ children }: { children: ReactNode }) {
  return <div className={styles.box}>{children}</div>;
}
