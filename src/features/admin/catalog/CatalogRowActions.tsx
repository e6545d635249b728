import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { ActionsMenu } from '../components/ActionsMenu';
import styles from './Catalog.module.css';

interface CatalogRowActionsProps {
  /** The entry's name in the buttons' accessible names: `SEO-Grundlagen bearbeiten`. */
  name: string;
  onEdit: () => void;
  /** Further buttons after `Bearbeiten`. */
  children?: ReactNode;
  /** Deleting, behind the `Aktionen` menu and confirmed first: the question and what it means. */
  remove?: { onDelete: () => void; title: string; description: string };
}

/** A catalog row's `Bearbeiten` and, where the entry can be deleted, its `Aktionen` menu with `Löschen`. */
export function CatalogRowActions({ name, onEdit, children, remove }: CatalogRowActionsProps) {
  return (
    <div className={styles.rowActions}>
      <Button variant="secondary" className={styles.compact} onClick={onEdit} aria-label={`${name} bearbeiten`}>
        Bearbeiten
      </Button>
      {children}
      {remove ? (
        <ActionsMenu
          label={`Aktionen für ${name}`}
          actions={[
            {
              label: 'Löschen',
              danger: true,
              onSelect: remove.onDelete,
              confirm: { title: remove.title, description: remove.description, confirmLabel: 'Ja, löschen' },
            },
          ]}
        />
      ) : null}
    </div>
  );
}
