import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown } from '@/features/toasts';
import { SLUG_TAKEN_TEXT, errorText, isForeignKeyViolation, isUniqueViolation } from './catalogForm';

/** What a catalog form shows when the server refuses: a taken slug at its field, anything else above the form. */
export interface SaveProblem {
  slug?: string;
  form?: string;
}

type MutationResult<Data> = { data: Data } | { error: unknown };

interface CatalogEditorOptions<Row extends { id: string }, Insert> {
  save: (args: { id?: string; values: Insert }) => PromiseLike<MutationResult<Row>>;
  /** The entry's name in the toasts: a seminar's title, a trainer's name, a venue's name. */
  nameOf: (entry: Row | Insert) => string;
  /** The toasts' titles: `Seminar gespeichert.`, `Seminar angelegt.` */
  toasts: { saved: string; created: string };
  /** The entry has a unique slug: the database refusing a duplicate is the slug field's error. */
  slug?: boolean;
  /**
   * Deleting: `inUse` says why the database refuses while other rows still use the entry, `deleted` is the toast's
   * title (`Standort gelöscht.`).
   */
  remove?: { run: (id: string) => PromiseLike<MutationResult<unknown>>; inUse: string; deleted: string };
  onSaved?: (row: Row) => void;
}

/**
 * A catalog page's editing: which entry the form edits (`new` for a new one), saving it (a toast on success, the
 * server's refusal for the form), and deleting one (its refusal above the list).
 */
export function useCatalogEditor<Row extends { id: string }, Insert>({
  save,
  nameOf,
  toasts,
  slug = false,
  remove,
  onSaved,
}: CatalogEditorOptions<Row, Insert>) {
  const dispatch = useDispatch();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function submit(values: Insert): Promise<SaveProblem | undefined> {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    const result = await save({ id, values });
    if ('error' in result) {
      if (slug && isUniqueViolation(result.error)) return { slug: SLUG_TAKEN_TEXT };
      return { form: errorText(result.error) };
    }
    dispatch(
      toastShown({ title: id ? toasts.saved : toasts.created, description: nameOf(values), variant: 'success' }),
    );
    setEditing(null);
    onSaved?.(result.data);
    return undefined;
  }

  async function confirmDelete(entry: Row) {
    if (!remove) return;
    setDeleteError(null);
    const result = await remove.run(entry.id);
    if ('error' in result) {
      setDeleteError(isForeignKeyViolation(result.error) ? remove.inUse : errorText(result.error));
      return;
    }
    if (editing !== 'new' && editing?.id === entry.id) setEditing(null);
    dispatch(toastShown({ title: remove.deleted, description: nameOf(entry), variant: 'success' }));
  }

  return { editing, setEditing, submit, deleteError, confirmDelete };
}
