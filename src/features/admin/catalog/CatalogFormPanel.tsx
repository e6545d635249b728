import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import styles from './Catalog.module.css';

interface CatalogFormPanelProps {
  heading: string;
  /** h2 on the page, h3 inside a seminar's dates panel. */
  headingLevel?: 'h2' | 'h3';
  /** The server's refusal, above the fields. */
  error?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of a catalog form (seminar, date, venue, trainer): a panel whose heading takes the focus when it opens
 * and names the form, the server's refusal, the fields, and `Abbrechen` beside the submit button.
 */
export function CatalogFormPanel({
  heading,
  headingLevel: Heading = 'h2',
  error,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  children,
}: CatalogFormPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      <form noValidate aria-labelledby={headingId} className={styles.form} onSubmit={onSubmit}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        {children}
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Abbrechen
          </Button>
        </div>
      </form>
    </section>
  );
}
