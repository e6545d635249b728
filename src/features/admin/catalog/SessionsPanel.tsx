import { z } from 'zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { typedZodResolver, configureZod } from '@/lib/validation';
import { Button } from '@/components/Button';
import { LoadingState } from '@/components/States';
import { SelectField, TextField, fieldBinder } from '@/components/Form';
import { adminParticipantsPath } from '@/config/paths';
import { toastShown } from '@/features/toasts';
import { AdminWaitlistPanel } from '@/features/waitlist';
import { businessErrorText } from '@/lib/api';
import { formatClockTime, formatDate, formatWeekdayDate, todayInBerlin } from '@/lib/format';
import { ActionsMenu, type MenuAction } from '../components/ActionsMenu';
import type { Column } from '../components/DataTable';
import { QueryTable } from '../components/QueryTable';
import {
  useAdminCancelSessionMutation,
  useAdminLocationsQuery,
  useAdminSaveSessionMutation,
  useAdminSessionsQuery,
  useAdminTrainersQuery,
  type AdminSeminar,
  type AdminSessionInsert,
  type AdminSessionWithDetails,
} from './adminCatalogApi';
import { discountText, discountValue } from '../discountFields';
import { minParticipantsOverride } from '../minimumFields';
import { CatalogFormPanel } from './CatalogFormPanel';
import { REQUIRED_TEXT, errorText } from './catalogForm';
import styles from './Catalog.module.css';

configureZod();

const CAPACITY_TEXT =
  businessErrorText('CAPACITY_BELOW_BOOKED') ??
  'Die Kapazität darf nicht unter der Zahl der bereits gebuchten Plätze liegen.';

function sessionSchema(seatsBooked: number) {
  return z
    .object({
      start_date: z.string().min(1, REQUIRED_TEXT),
      end_date: z.string().min(1, REQUIRED_TEXT),
      start_time: z.string().min(1, REQUIRED_TEXT),
      end_time: z.string().min(1, REQUIRED_TEXT),
      location_id: z.string().min(1, 'Bitte wählen Sie einen Standort.'),
      trainer_id: z.string(),
      capacity: z
        .string()
        .regex(/^\d+$/, 'Bitte geben Sie eine ganze Zahl ein.')
        .refine((value) => Number(value) >= seatsBooked, CAPACITY_TEXT),
      // The date's own minimum participants; empty takes the seminar's or the academy's (docs/booking-rules.md).
      min_participants: minParticipantsOverride(),
    })
    .refine((values) => !values.end_date || values.end_date >= values.start_date, {
      path: ['end_date'],
      message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
}

type SessionFormValues = z.infer<ReturnType<typeof sessionSchema>>;

/** A date whose last day is over is past: it shows as past and cannot be cancelled any more. */
function isPast(session: Pick<AdminSessionWithDetails, 'end_date'>, today: string): boolean {
  return session.end_date < today;
}

/** `Mo., 11.01. – Di., 12.01.2027`: a date range short enough for one line (the year once when both share it). */
function dateRange(session: Pick<AdminSessionWithDetails, 'start_date' | 'end_date'>): string {
  const end = formatWeekdayDate(session.end_date);
  if (session.start_date === session.end_date) return end;
  const start = formatWeekdayDate(session.start_date);
  const sameYear = session.start_date.slice(0, 4) === session.end_date.slice(0, 4);
  return `${sameYear ? start.replace(/\d{4}$/, '') : start} – ${end}`;
}

function statusName(session: AdminSessionWithDetails, today: string): string {
  if (session.status === 'cancelled') return 'Abgesagt';
  return isPast(session, today) ? 'Vergangen' : 'Geplant';
}

function SessionForm({
  seminarId,
  session,
  onDone,
}: {
  seminarId: string;
  session: AdminSessionWithDetails | null;
  onDone: () => void;
}) {
  const dispatch = useDispatch();
  const locations = useAdminLocationsQuery();
  const trainers = useAdminTrainersQuery();
  const [save, { isLoading }] = useAdminSaveSessionMutation();
  const seatsBooked = session?.seats_booked ?? 0;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SessionFormValues>({
    resolver: typedZodResolver<SessionFormValues>(sessionSchema(seatsBooked)),
    defaultValues: {
      start_date: session?.start_date ?? '',
      end_date: session?.end_date ?? '',
      start_time: session?.start_time.slice(0, 5) ?? '09:00',
      end_time: session?.end_time.slice(0, 5) ?? '17:00',
      location_id: session?.location_id ?? '',
      trainer_id: session?.trainer_id ?? '',
      capacity: String(session?.capacity ?? 12),
      min_participants: discountText(session?.min_participants),
    },
  });
  const field = fieldBinder(register, errors);

  const submit = handleSubmit(async (values) => {
    const row: AdminSessionInsert = {
      seminar_id: seminarId,
      start_date: values.start_date,
      end_date: values.end_date,
      start_time: values.start_time,
      end_time: values.end_time,
      location_id: values.location_id,
      trainer_id: values.trainer_id || null,
      capacity: Number(values.capacity),
      min_participants: discountValue(values.min_participants),
    };
    const result = await save({ id: session?.id, values: row });
    if ('error' in result) {
      const code = (result.error as { code?: string }).code;
      if (code === 'CAPACITY_BELOW_BOOKED') setError('capacity', { message: CAPACITY_TEXT }, { shouldFocus: true });
      else setError('root', { message: errorText(result.error) });
      return;
    }
    dispatch(toastShown({ title: session ? 'Termin gespeichert.' : 'Termin angelegt.', variant: 'success' }));
    onDone();
  });

  // The selects take the date's venue and trainer only once their options exist: registered before, a select shows
  // its first option („Bitte wählen“) and the save is refused for a venue that was set.
  if (locations.isLoading || trainers.isLoading) return <LoadingState label="Formular wird geladen …" rows={3} />;

  return (
    <CatalogFormPanel
      heading={session ? 'Termin bearbeiten' : 'Neuer Termin'}
      headingLevel="h3"
      error={errors.root?.message}
      submitLabel={session ? 'Termin speichern' : 'Termin anlegen'}
      pending={isLoading}
      onSubmit={(event) => void submit(event)}
      onCancel={onDone}
    >
      <TextField label="Startdatum" type="date" required {...field('start_date')} />
      <TextField label="Enddatum" type="date" required {...field('end_date')} />
      <TextField label="Beginn" type="time" required {...field('start_time')} />
      <TextField label="Ende" type="time" required {...field('end_time')} />
      <SelectField
        label="Standort"
        required
        options={[
          { value: '', label: locations.isLoading ? 'Standorte werden geladen …' : 'Bitte wählen' },
          ...(locations.data ?? []).map((location) => ({
            value: location.id,
            label: `${location.city_name} – ${location.venue_name}`,
          })),
        ]}
        {...field('location_id')}
      />
      <SelectField
        label="Trainer"
        options={[
          { value: '', label: 'Noch offen' },
          ...(trainers.data ?? []).map((trainer) => ({ value: trainer.id, label: trainer.name })),
        ]}
        {...field('trainer_id')}
      />
      <TextField
        label="Kapazität"
        required
        inputMode="numeric"
        hint={seatsBooked > 0 ? `Bereits gebucht: ${seatsBooked} Plätze.` : undefined}
        {...field('capacity')}
      />
      <TextField
        label="Mindestteilnehmerzahl"
        inputMode="numeric"
        hint="Leer: Wert des Seminars bzw. aus den Einstellungen."
        {...field('min_participants')}
      />
    </CatalogFormPanel>
  );
}

/** The sessions of one seminar: list, add, edit, cancel (its bookings are flagged for follow-up). */
export function SessionsPanel({ seminar }: { seminar: AdminSeminar }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = todayInBerlin();
  // The panel opens where it was asked for (under its seminar's row): the focus goes there with it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const dispatch = useDispatch();
  const sessions = useAdminSessionsQuery(seminar.id);
  const [cancelSession] = useAdminCancelSessionMutation();
  const [editing, setEditing] = useState<AdminSessionWithDetails | 'new' | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<AdminSessionWithDetails | null>(null);

  async function cancel(session: AdminSessionWithDetails) {
    const result = await cancelSession(session.id);
    if ('error' in result) {
      dispatch(toastShown({ title: 'Termin nicht abgesagt', description: errorText(result.error), variant: 'error' }));
      return;
    }
    const flagged = result.data.flagged_bookings;
    dispatch(
      toastShown({
        title: 'Termin abgesagt.',
        description: `${flagged} ${flagged === 1 ? 'Buchung wurde' : 'Buchungen wurden'} zur Nachbearbeitung markiert.`,
        variant: 'success',
      }),
    );
  }

  function menuActions(row: AdminSessionWithDetails): MenuAction[] {
    const day = formatDate(row.start_date);
    const actions: MenuAction[] = [
      {
        label: waitlistOf?.id === row.id ? 'Warteliste ausblenden' : 'Warteliste anzeigen',
        onSelect: () => setWaitlistOf(waitlistOf?.id === row.id ? null : row),
      },
    ];
    // Past or cancelled dates offer no cancellation.
    if (row.status === 'scheduled' && !isPast(row, today)) {
      actions.push({
        label: 'Termin absagen',
        danger: true,
        onSelect: () => void cancel(row),
        confirm: {
          title: `Termin am ${day} absagen?`,
          description: `Der Termin wird abgesagt und ist nicht mehr buchbar. Alle ${row.seats_booked > 0 ? `Buchungen (${row.seats_booked} gebuchte Plätze)` : 'Buchungen'} dieses Termins werden zur Nachbearbeitung markiert – bitte informieren Sie die Teilnehmenden.`,
          confirmLabel: 'Ja, Termin absagen',
          cancelLabel: 'Nein, behalten',
        },
      });
    }
    return actions;
  }

  const columns: Column<AdminSessionWithDetails>[] = [
    {
      key: 'date',
      header: 'Datum',
      render: (row) => dateRange(row),
      sortValue: (row) => row.start_date,
      nowrap: true,
    },
    {
      key: 'time',
      header: 'Uhrzeit',
      render: (row) => `${row.start_time.slice(0, 5)}–${formatClockTime(row.end_time)}`,
      nowrap: true,
    },
    {
      key: 'location',
      header: 'Ort',
      render: (row) => (row.locations ? `${row.locations.city_name}, ${row.locations.venue_name}` : '–'),
      sortValue: (row) => row.locations?.city_name ?? null,
    },
    { key: 'trainer', header: 'Trainer', render: (row) => row.trainers?.name ?? 'Noch offen', nowrap: true },
    {
      key: 'seats',
      header: 'Gebucht',
      render: (row) => `${row.seats_booked} von ${row.capacity}`,
      sortValue: (row) => row.seats_booked,
      align: 'end',
      nowrap: true,
    },
    {
      key: 'guaranteed',
      header: 'Durchführung',
      render: (row) => (row.guaranteed ? 'Garantiert' : 'Offen'),
      sortValue: (row) => (row.guaranteed ? 1 : 0),
      nowrap: true,
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => {
        const name = statusName(row, today);
        return <span className={name === 'Geplant' ? undefined : styles.muted}>{name}</span>;
      },
      nowrap: true,
    },
    {
      key: 'actions',
      header: 'Aktionen',
      render: (row) => (
        <div className={styles.rowActions}>
          <Link
            to={adminParticipantsPath(row.id)}
            className={styles.compactLink}
            aria-label={`Teilnehmerliste für den Termin am ${formatDate(row.start_date)}`}
          >
            Teilnehmerliste
          </Link>
          <Button
            variant="secondary"
            className={styles.compact}
            onClick={() => setEditing(row)}
            aria-label={`Termin am ${formatDate(row.start_date)} bearbeiten`}
          >
            Bearbeiten
          </Button>
          <ActionsMenu label={`Aktionen für den Termin am ${formatDate(row.start_date)}`} actions={menuActions(row)} />
        </div>
      ),
      nowrap: true,
    },
  ];

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Termine: {seminar.title}
      </h2>
      <QueryTable
        query={sessions}
        loadingLabel="Termine werden geladen …"
        caption={`Termine von ${seminar.title}`}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Für dieses Seminar gibt es noch keine Termine."
        initialSort={{ key: 'date', direction: 'ascending' }}
        dense
        // A date's waiting list opens under the date it was asked for.
        expandedRow={(row) =>
          waitlistOf?.id === row.id ? (
            <AdminWaitlistPanel
              key={row.id}
              target={{ sessionId: row.id }}
              label={`${formatDate(row.start_date)}${row.locations ? `, ${row.locations.city_name}` : ''}`}
            />
          ) : null
        }
      />
      {editing ? (
        <SessionForm
          key={editing === 'new' ? 'new' : editing.id}
          seminarId={seminar.id}
          session={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>Termin hinzufügen</Button>
        </div>
      )}
    </section>
  );
}
