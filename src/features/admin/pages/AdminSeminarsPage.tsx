import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { TextField } from '@/components/Form';
import { ErrorState, LoadingState } from '@/components/States';
import { CATEGORY_NAMES } from '@/features/catalog';
import { toastShown } from '@/features/toasts';
import { formatCents } from '@/lib/format';
import { AdminShell } from '../components/AdminShell';
import { DataTable, type Column } from '../components/DataTable';
import {
  useAdminSaveSeminarMutation,
  useAdminSeminarsQuery,
  type AdminSeminar,
  type AdminSeminarInsert,
} from '../catalog/adminCatalogApi';
import { SLUG_TAKEN_TEXT, errorText, isUniqueViolation } from '../catalog/catalogForm';
import { SeminarForm } from '../catalog/SeminarForm';
import { SessionsPanel } from '../catalog/SessionsPanel';
import styles from '../catalog/Catalog.module.css';

/** Seminars (published and drafts), their create/edit form and the selected seminar's sessions (issue 8). */
export function AdminSeminarsPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const seminars = useAdminSeminarsQuery();
  const [save, { isLoading: saving }] = useAdminSaveSeminarMutation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminSeminar | 'new' | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('de-DE');
    const all = seminars.data ?? [];
    if (!needle) return all;
    return all.filter((seminar) =>
      [seminar.title, seminar.slug, seminar.category, CATEGORY_NAMES[seminar.category]].some((value) =>
        value.toLocaleLowerCase('de-DE').includes(needle),
      ),
    );
  }, [seminars.data, search]);
  const selected = seminars.data?.find((seminar) => seminar.id === selectedId) ?? null;

  async function submit(row: AdminSeminarInsert) {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    const result = await save({ id, values: row });
    if ('error' in result) {
      if (isUniqueViolation(result.error)) return { slug: SLUG_TAKEN_TEXT };
      return { form: errorText(result.error) };
    }
    dispatch(
      toastShown({
        title: id ? 'Seminar gespeichert.' : 'Seminar angelegt.',
        description: row.title,
        variant: 'success',
      }),
    );
    setEditing(null);
    setSelectedId(result.data.id);
    return undefined;
  }

  const columns: Column<AdminSeminar>[] = [
    { key: 'title', header: 'Titel', render: (row) => row.title, sortValue: (row) => row.title },
    { key: 'slug', header: 'Slug', render: (row) => row.slug, sortValue: (row) => row.slug },
    {
      key: 'category',
      header: 'Kategorie',
      render: (row) => CATEGORY_NAMES[row.category],
      sortValue: (row) => CATEGORY_NAMES[row.category],
    },
    {
      key: 'price',
      header: 'Preis netto',
      render: (row) => formatCents(row.price_net_cents),
      sortValue: (row) => row.price_net_cents,
      align: 'end',
      nowrap: true,
    },
    {
      key: 'published',
      header: 'Status',
      render: (row) => (row.published ? 'Veröffentlicht' : 'Entwurf'),
      sortValue: (row) => (row.published ? 1 : 0),
    },
    {
      key: 'actions',
      header: 'Aktionen',
      nowrap: true,
      render: (row) => (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            className={styles.compact}
            onClick={() => setEditing(row)}
            aria-label={`${row.title} bearbeiten`}
          >
            Bearbeiten
          </Button>
          <Button
            variant="ghost"
            className={styles.compact}
            onClick={() => setSelectedId(selectedId === row.id ? null : row.id)}
            aria-label={`Termine von ${row.title}`}
            aria-expanded={selectedId === row.id}
          >
            Termine
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminShell
      heading="Seminare"
      title="Seminare verwalten"
      description="Seminare und Termine verwalten."
      path={pathname}
      actions={
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Neues Seminar
        </Button>
      }
    >
      {editing ? (
        <SeminarForm
          key={editing === 'new' ? 'new' : editing.id}
          seminar={editing === 'new' ? null : editing}
          pending={saving}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <div className={styles.toolbar}>
        <TextField
          label="Seminare durchsuchen"
          type="search"
          hint="Titel, Slug oder Kategorie"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {seminars.isLoading ? (
        <LoadingState label="Seminare werden geladen …" />
      ) : seminars.isError ? (
        <ErrorState message={errorText(seminars.error)} onRetry={() => void seminars.refetch()} />
      ) : (
        <DataTable
          caption="Seminare"
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          emptyText={search ? 'Kein Seminar passt zur Suche.' : 'Noch keine Seminare.'}
          initialSort={{ key: 'title', direction: 'ascending' }}
          // The dates open under their seminar's row, where they were asked for (the panel takes the focus).
          expandedRow={(row) => (row.id === selectedId ? <SessionsPanel key={row.id} seminar={row} /> : null)}
        />
      )}
      {/* A seminar the search now hides keeps its open dates below the list. */}
      {selected && !rows.some((row) => row.id === selected.id) ? (
        <SessionsPanel key={selected.id} seminar={selected} />
      ) : null}
    </AdminShell>
  );
}
