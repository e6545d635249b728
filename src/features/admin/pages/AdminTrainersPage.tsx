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
  useAdminDeleteTrainerMutation,
  useAdminSaveTrainerMutation,
  useAdminTrainersQuery,
  type AdminTrainer,
  type AdminTrainerInsert,
} from '../catalog/adminCatalogApi';
import {
  SLUG_TAKEN_TEXT,
  TRAINER_IN_USE_TEXT,
  errorText,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../catalog/catalogForm';
import { TrainerForm } from '../catalog/TrainerForm';
import styles from '../catalog/Catalog.module.css';

/** Trainers: list, create, edit, delete (refused while sessions or webinars name the trainer). */
export function AdminTrainersPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const trainers = useAdminTrainersQuery();
  const [save, { isLoading: saving }] = useAdminSaveTrainerMutation();
  const [remove] = useAdminDeleteTrainerMutation();
  const [editing, setEditing] = useState<AdminTrainer | 'new' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function submit(row: AdminTrainerInsert) {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    const result = await save({ id, values: row });
    if ('error' in result) {
      if (isUniqueViolation(result.error)) return { slug: SLUG_TAKEN_TEXT };
      return { form: errorText(result.error) };
    }
    dispatch(
      toastShown({
        title: id ? 'Trainer gespeichert.' : 'Trainer angelegt.',
        description: row.name,
        variant: 'success',
      }),
    );
    setEditing(null);
    return undefined;
  }

  async function confirmDelete(trainer: AdminTrainer) {
    setDeleteError(null);
    const result = await remove(trainer.id);
    if ('error' in result) {
      setDeleteError(isForeignKeyViolation(result.error) ? TRAINER_IN_USE_TEXT : errorText(result.error));
      return;
    }
    if (editing !== 'new' && editing?.id === trainer.id) setEditing(null);
    dispatch(toastShown({ title: 'Trainer gelöscht.', description: trainer.name, variant: 'success' }));
  }

  const columns: Column<AdminTrainer>[] = [
    { key: 'name', header: 'Name', render: (row) => row.name, sortValue: (row) => row.name },
    { key: 'title', header: 'Titel', render: (row) => row.title },
    { key: 'topics', header: 'Themen', render: (row) => row.topics.join(', ') },
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
            aria-label={`${row.name} bearbeiten`}
          >
            Bearbeiten
          </Button>
          {/* Deleting sits behind the menu, confirmed first. */}
          <ActionsMenu
            label={`Aktionen für ${row.name}`}
            actions={[
              {
                label: 'Löschen',
                danger: true,
                onSelect: () => void confirmDelete(row),
                confirm: {
                  title: `${row.name} löschen?`,
                  description:
                    'Das Profil wird endgültig gelöscht. Wer noch Terminen oder Webinaren zugeordnet ist, kann nicht gelöscht werden.',
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
      heading="Trainerinnen und Trainer"
      title="Trainer"
      description="Trainerinnen und Trainer verwalten."
      path={pathname}
      actions={
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Neuer Trainer
        </Button>
      }
    >
      {editing ? (
        <TrainerForm
          key={editing === 'new' ? 'new' : editing.id}
          trainer={editing === 'new' ? null : editing}
          pending={saving}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
      {trainers.isLoading ? (
        <LoadingState label="Trainer werden geladen …" />
      ) : trainers.isError ? (
        <ErrorState message={errorText(trainers.error)} onRetry={() => void trainers.refetch()} />
      ) : (
        <DataTable
          caption="Trainerinnen und Trainer"
          hideCaption
          columns={columns}
          rows={trainers.data ?? []}
          rowKey={(row) => row.id}
          emptyText="Noch keine Trainer."
          initialSort={{ key: 'name', direction: 'ascending' }}
        />
      )}
    </AdminShell>
  );
}
