import type { Column } from '../components/DataTable';
import { QueryTable } from '../components/QueryTable';
import {
  useAdminDeleteTrainerMutation,
  useAdminSaveTrainerMutation,
  useAdminTrainersQuery,
  type AdminTrainer,
  type AdminTrainerInsert,
} from '../catalog/adminCatalogApi';
import { CatalogPage } from '../catalog/CatalogPage';
import { CatalogRowActions } from '../catalog/CatalogRowActions';
import { TRAINER_IN_USE_TEXT } from '../catalog/catalogForm';
import { TrainerForm } from '../catalog/TrainerForm';
import { useCatalogEditor } from '../catalog/useCatalogEditor';

/** Trainers: list, create, edit, delete (refused while sessions or webinars name the trainer). */
export function AdminTrainersPage() {
  const trainers = useAdminTrainersQuery();
  const [save, { isLoading: saving }] = useAdminSaveTrainerMutation();
  const [remove] = useAdminDeleteTrainerMutation();
  const editor = useCatalogEditor<AdminTrainer, AdminTrainerInsert>({
    save,
    nameOf: (trainer) => trainer.name,
    toasts: { saved: 'Trainer gespeichert.', created: 'Trainer angelegt.' },
    slug: true,
    remove: { run: remove, inUse: TRAINER_IN_USE_TEXT, deleted: 'Trainer gelöscht.' },
  });

  const columns: Column<AdminTrainer>[] = [
    { key: 'name', header: 'Name', render: (row) => row.name, sortValue: (row) => row.name },
    { key: 'title', header: 'Titel', render: (row) => row.title },
    { key: 'topics', header: 'Themen', render: (row) => row.topics.join(', ') },
    {
      key: 'actions',
      header: 'Aktionen',
      nowrap: true,
      render: (row) => (
        <CatalogRowActions
          name={row.name}
          onEdit={() => editor.setEditing(row)}
          remove={{
            onDelete: () => void editor.confirmDelete(row),
            title: `${row.name} löschen?`,
            description:
              'Das Profil wird endgültig gelöscht. Wer noch Terminen oder Webinaren zugeordnet ist, kann nicht gelöscht werden.',
          }}
        />
      ),
    },
  ];

  return (
    <CatalogPage
      heading="Trainerinnen und Trainer"
      title="Trainer"
      description="Trainerinnen und Trainer verwalten."
      newLabel="Neuer Trainer"
      editor={editor}
      form={(trainer) => (
        <TrainerForm
          trainer={trainer}
          pending={saving}
          onSubmit={editor.submit}
          onCancel={() => editor.setEditing(null)}
        />
      )}
    >
      <QueryTable
        query={trainers}
        loadingLabel="Trainer werden geladen …"
        caption="Trainerinnen und Trainer"
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Noch keine Trainer."
        initialSort={{ key: 'name', direction: 'ascending' }}
      />
    </CatalogPage>
  );
}
