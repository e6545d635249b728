import { useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { AdminShell } from '../components/AdminShell';
import {
  useAdminSetAttendanceMutation,
  useAdminSessionHeadingQuery,
  useAdminSessionParticipantsQuery,
} from '../attendance/participantListApi';
import { participantListCsv } from '../attendance/participantListCsv';
import { buildParticipantListPdf, sessionTitle } from '../attendance/participantListPdf';
import styles from '../attendance/ParticipantList.module.css';

/** Per date: the participant list (screen, PDF to print, CSV) and the attendance check at the door. */
export function AdminParticipantsPage() {
  const { pathname } = useLocation();
  const { sessionId = '' } = useParams();
  const heading = useAdminSessionHeadingQuery(sessionId);
  const list = useAdminSessionParticipantsQuery(sessionId);
  const [mark, marking] = useAdminSetAttendanceMutation();
  const rows = list.data ?? [];
  const fileBase = `teilnehmerliste-${heading.data?.start_date ?? sessionId}`;

  async function downloadPdf() {
    if (!heading.data) return;
    const bytes = await buildParticipantListPdf(heading.data, rows);
    downloadFile(`${fileBase}.pdf`, bytes as BlobPart, 'application/pdf');
  }

  return (
    <AdminShell
      heading="Teilnehmerliste"
      description="Teilnehmerliste eines Termins mit Anwesenheit."
      path={pathname}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={!list.data}
            onClick={() => downloadFile(`${fileBase}.csv`, participantListCsv(rows), 'text/csv;charset=utf-8')}
          >
            CSV herunterladen
          </Button>
          <Button variant="secondary" disabled={!list.data || !heading.data} onClick={() => void downloadPdf()}>
            PDF zum Ausdrucken
          </Button>
        </>
      }
    >
      {heading.data ? <p className={styles.meta}>{sessionTitle(heading.data)}</p> : null}
      {marking.isError ? (
        <FormAlert>{errorText(marking.error, 'Die Anwesenheit konnte nicht gespeichert werden.')}</FormAlert>
      ) : null}
      {list.isError ? (
        <ErrorState
          message={errorText(list.error, 'Die Teilnehmerliste konnte nicht geladen werden.')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <LoadingState label="Teilnehmerliste wird geladen …" />
      ) : rows.length === 0 ? (
        <EmptyState title="Für diesen Termin gibt es keine Teilnehmenden." />
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Teilnehmende mit Anwesenheit</caption>
          <thead>
            <tr>
              <th scope="col">Nr.</th>
              <th scope="col">Name</th>
              <th scope="col">Firma</th>
              <th scope="col">Buchung</th>
              <th scope="col">Anwesend</th>
              <th scope="col" className={styles.signature}>
                Unterschrift
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const name = `${row.first_name} ${row.last_name}`;
              return (
                <tr key={`${row.booking_item_id}-${row.participant_index}`}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    {row.last_name}, {row.first_name}
                  </th>
                  <td>{row.company ?? '–'}</td>
                  <td>{row.booking_number}</td>
                  <td>
                    <Button
                      variant={row.present ? 'primary' : 'secondary'}
                      className={styles.present}
                      aria-pressed={row.present}
                      aria-label={`Anwesend: ${name}`}
                      onClick={() =>
                        void mark({
                          itemId: row.booking_item_id,
                          index: row.participant_index,
                          present: !row.present,
                          sessionId,
                        })
                      }
                    >
                      {row.present ? 'Anwesend ✓' : 'Anwesend'}
                    </Button>
                  </td>
                  <td className={styles.signature} />
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </AdminShell>
  );
}
