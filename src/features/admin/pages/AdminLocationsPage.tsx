import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { ErrorState, LoadingState } from '@/components/States';
import { toastShown } from '@/features/toasts';
import { ActionsMenu } from '../components/ActionsMenu';
import { AdminShell } from '../components/AdminShell';
import { DataTable, type Column } from '../components/DataTable';
import {
  useAdminDeleteLocationMutation,
  useAdminLocationsQuery,
  useAdminSaveLocationMutation,
  type AdminLocation,
  type AdminLocationInsert,
} from '../catalog/adminCatalogApi';
import { LOCATION_IN_USE_TEXT, errorText, isForeignKeyViolation } from '../catalog/catalogForm';
import { LocationForm } from '../catalog/LocationForm';
import styles from '../catalog/Catalog.module.css';

/** Venues: list, create, edit, delete (refused by the database while sessions use the venue). */
export function AdminLocationsPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const locations = useAdminLocationsQuery();
  const [save, { isLoading: saving }] = useAdminSaveLocationMutation();
  const [remove] = useAdminDeleteLocationMutation();
  const [editing, setEditing] = useState<AdminLocation | 'new' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function submit(row: AdminLocationInsert) {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    const result = await save({ id, values: row });
    if ('error' in result) return errorText(result.error);
    dispatch(
      toastShown({
        title: id ? 'Standort gespeichert.' : 'Standort angelegt.',
        description: row.venue_name,
        variant: 'success',
      }),
    );
    setEditing(null);
    return undefined;
  }

  async function confirmDelete(location: AdminLocation) {
    setDeleteError(null);
    const result = await remove(location.id);
    if ('error' in result) {
      setDeleteError(isForeignKeyViolation(result.error) ? LOCATION_IN_USE_TEXT : errorText(result.error));
      return;
    }
    if (editing !== 'new' && editing?.id === location.id) setEditing(null);
    dispatch(toastShown({ title: 'Standort gelöscht.', description: location.venue_name, variant: 'success' }));
  }

  const columns: Column<AdminLocation>[] = [
    { key: 'city', header: 'Stadt', render: (row) => row.city_name, sortValue: (row) => row.city_name },
    { key: 'venue', header: 'Veranstaltungsort', render: (row) => row.venue_name, sortValue: (row) => row.venue_name },
    { key: 'address', header: 'Adresse', render: (row) => `${row.street}, ${row.postal_code} ${row.city}` },
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
            aria-label={`${row.venue_name} bearbeiten`}
          >
            Bearbeiten
          </Button>
          {/* Deleting sits behind the menu, confirmed first. */}
          <ActionsMenu
            label={`Aktionen für ${row.venue_name}`}
            actions={[
              {
                label: 'Löschen',
                danger: true,
                onSelect: () => void confirmDelete(row),
                confirm: {
                  title: `Standort „${row.venue_name}“ löschen?`,
                  description:
                    'Der Standort wird endgültig gelöscht. Standorte, an denen noch Termine stattfinden, können nicht gelöscht werden.',
                  confirmLabel: 'Ja, löschen',
                },
              },
            ]}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminShell
      heading="Standorte"
      title="Standorte"
      description="Seminarorte verwalten."
      path={pathname}
      actions={
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Neuer Standort
        </Button>
      }
    >
      {editing ? (
        <LocationForm
          key={editing === 'new' ? 'new' : editing.id}
          location={editing === 'new' ? null : editing}
          pending={saving}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
      {locations.isLoading ? (
        <LoadingState label="Standorte werden geladen …" />
      ) : locations.isError ? (
        <ErrorState message={errorText(locations.error)} onRetry={() => void locations.refetch()} />
      ) : (
        <DataTable
          caption="Standorte"
          hideCaption
          columns={columns}
          rows={locations.data ?? []}
          rowKey={(row) => row.id}
          emptyText="Noch keine Standorte."
          initialSort={{ key: 'city', direction: 'ascending' }}
        />
      )}
    </AdminShell>
  );
}
