import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { AdminShell } from '../components/AdminShell';

interface CatalogPageProps<Row extends { id: string }> {
  heading: string;
  /** The document title (defaults to the heading). */
  title?: string;
  description: string;
  /** The button beside the heading that opens the form for a new entry: `Neuer Standort`. */
  newLabel: string;
  /** From useCatalogEditor. */
  editor: {
    editing: Row | 'new' | null;
    setEditing: (editing: Row | 'new' | null) => void;
    deleteError: string | null;
  };
  /** The form for the entry being edited, or for a new one (null); a fresh form for every entry. */
  form: (entry: Row | null) => ReactNode;
  /** The list. */
  children: ReactNode;
}

/** A catalog page (seminars, venues, trainers): `Neu …` beside the heading, the open form, a refused delete, the list. */
export function CatalogPage<Row extends { id: string }>({
  heading,
  title,
  description,
  newLabel,
  editor: { editing, setEditing, deleteError },
  form,
  children,
}: CatalogPageProps<Row>) {
  const { pathname } = useLocation();
  return (
    <AdminShell
      heading={heading}
      title={title}
      description={description}
      path={pathname}
      actions={
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {newLabel}
        </Button>
      }
    >
      {editing ? (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>{form(editing === 'new' ? null : editing)}</Fragment>
      ) : null}
      {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
      {children}
    </AdminShell>
  );
}
