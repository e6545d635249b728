import type { Column } from '../components/DataTable';
import { QueryTable } from '../components/QueryTable';
import {
  useAdminDeleteLocationMutation,
  useAdminLocationsQuery,
  useAdminSaveLocationMutation,
  type AdminLocation,
  type AdminLocationInsert,
} from '../catalog/adminCatalogApi';
import { CatalogPage } from '../catalog/CatalogPage';
import { CatalogRowActions } from '../catalog/CatalogRowActions';
import { LOCATION_IN_USE_TEXT } from '../catalog/catalogForm';
import { LocationForm } from '../catalog/LocationForm';
import { useCatalogEditor } from '../catalog/useCatalogEditor';

/** Venues: list, create, edit, delete (refused by the database while sessions use the venue). */
export function AdminLocationsPage() {
  const locations = useAdminLocationsQuery();
  const [save, { isLoading: saving }] = useAdminSaveLocationMutation();
  const [remove] = useAdminDeleteLocationMutation();
  const editor = useCatalogEditor<AdminLocation, AdminLocationInsert>({
    save,
    nameOf: (location) => location.venue_name,
    toasts: { saved: 'Standort gespeichert.', created: 'Standort angelegt.' },
    remove: { run: remove, inUse: LOCATION_IN_USE_TEXT, deleted: 'Standort gelöscht.' },
  });

  const columns: Column<AdminLocation>[] = [
    { key: 'city', header: 'Stadt', render: (row) => row.city_name, sortValue: (row) => row.city_name },
    { key: 'venue', header: 'Veranstaltungsort', render: (row) => row.venue_name, sortValue: (row) => row.venue_name },
    { key: 'address', header: 'Adresse', render: (row) => `${row.street}, ${row.postal_code} ${row.city}` },
    {
      key: 'actions',
      header: 'Aktionen',
      nowrap: true,
      render: (row) => (
        <CatalogRowActions
          name={row.venue_name}
          onEdit={() => editor.setEditing(row)}
          remove={{
            onDelete: () => void editor.confirmDelete(row),
            title: `Standort „${row.venue_name}“ löschen?`,
            description:
              'Der Standort wird endgültig gelöscht. Standorte, an denen noch Termine stattfinden, können nicht gelöscht werden.',
          }}
        />
      ),
    },
  ];

  return (
    <CatalogPage
      heading="Standorte"
      description="Seminarorte verwalten."
      newLabel="Neuer Standort"
      editor={editor}
      form={(location) => (
        <LocationForm
          location={location}
          pending={saving}
          onSubmit={editor.submit}
          onCancel={() => editor.setEditing(null)}
        />
      )}
    >
      <QueryTable
        query={locations}
        loadingLabel="Standorte werden geladen …"
        caption="Standorte"
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Noch keine Standorte."
        initialSort={{ key: 'city', direction: 'ascending' }}
      />
    </CatalogPage>
  );
}
