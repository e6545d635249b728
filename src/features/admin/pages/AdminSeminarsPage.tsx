import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { TextField } from '@/components/Form';
import { CATEGORY_NAMES } from '@/features/catalog';
import { formatCents } from '@/lib/format';
import type { Column } from '../components/DataTable';
import { QueryTable } from '../components/QueryTable';
import {
  useAdminSaveSeminarMutation,
  useAdminSeminarsQuery,
  type AdminSeminar,
  type AdminSeminarInsert,
} from '../catalog/adminCatalogApi';
import { CatalogPage } from '../catalog/CatalogPage';
import { CatalogRowActions } from '../catalog/CatalogRowActions';
import { SeminarForm } from '../catalog/SeminarForm';
import { SessionsPanel } from '../catalog/SessionsPanel';
import { useCatalogEditor } from '../catalog/useCatalogEditor';
import styles from '../catalog/Catalog.module.css';

/** Seminars (published and drafts), their create/edit form and the selected seminar's sessions (issue 8). */
export function AdminSeminarsPage() {
  const seminars = useAdminSeminarsQuery();
  const [save, { isLoading: saving }] = useAdminSaveSeminarMutation();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const editor = useCatalogEditor<AdminSeminar, AdminSeminarInsert>({
    save,
    nameOf: (seminar) => seminar.title,
    toasts: { saved: 'Seminar gespeichert.', created: 'Seminar angelegt.' },
    slug: true,
    onSaved: (seminar) => setSelectedId(seminar.id),
  });

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
        <CatalogRowActions name={row.title} onEdit={() => editor.setEditing(row)}>
          <Button
            variant="ghost"
            className={styles.compact}
            onClick={() => setSelectedId(selectedId === row.id ? null : row.id)}
            aria-label={`Termine von ${row.title}`}
            aria-expanded={selectedId === row.id}
          >
            Termine
          </Button>
        </CatalogRowActions>
      ),
    },
  ];

  return (
    <CatalogPage
      heading="Seminare"
      title="Seminare verwalten"
      description="Seminare und Termine verwalten."
      newLabel="Neues Seminar"
      editor={editor}
      form={(seminar) => (
        <SeminarForm
          seminar={seminar}
          pending={saving}
          onSubmit={editor.submit}
          onCancel={() => editor.setEditing(null)}
        />
      )}
    >
      <div className={styles.toolbar}>
        <TextField
          label="Seminare durchsuchen"
          type="search"
          hint="Titel, Slug oder Kategorie"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <QueryTable
        query={seminars}
        loadingLabel="Seminare werden geladen …"
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
      {/* A seminar the search now hides keeps its open dates below the list. */}
      {selected && !rows.some((row) => row.id === selected.id) ? (
        <SessionsPanel key={selected.id} seminar={selected} />
      ) : null}
    </CatalogPage>
  );
}
