import type { ReactNode } from 'react';
import styles from './ScreenIntro.module.css';

interface ScreenIntroProps {
  heading: string;
  lead?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}

/** A screen's opening: the one h1 of the page and its lead paragraph. */
export function ScreenIntro({ heading, lead, eyebrow, children }: ScreenIntroProps) {
  return (
    <header className={styles.intro}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.heading}>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}
