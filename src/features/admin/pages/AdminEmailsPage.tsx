import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert, SelectField } from '@/components/Form';
import { ErrorState, LoadingState } from '@/components/States';
import { toastShown } from '@/features/toasts';
import { errorText } from '@/lib/api';
import { formatInstantDate, formatInstantTime } from '@/lib/format';
import { AdminShell } from '../components/AdminShell';
import { DataTable, type Column } from '../components/DataTable';
import { useAdminResendEmailMutation, useAdminEmailsQuery, type OutboxRow } from '../emails/adminEmailsApi';
import { STATUS_LABELS, statusOf, subjectOf, templateLabel } from '../emails/emailLabels';
import styles from './AdminOverviewPages.module.css';

const when = (instant: string) => `${formatInstantDate(instant)}, ${formatInstantTime(instant)}`;

const STATUS_FILTER = [
  { value: '', label: 'Alle' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** The e-mail outbox: every message with its status; a failed one can be sent again. */
export function AdminEmailsPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const emails = useAdminEmailsQuery();
  const [resend] = useAdminResendEmailMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // Statuses are judged at the time the list arrived (a scheduled reminder is due later).
  const now = useMemo(() => new Date(emails.fulfilledTimeStamp ?? 0), [emails.fulfilledTimeStamp]);

  const visible = useMemo(
    () => (emails.data ?? []).filter((row) => !status || statusOf(row, now) === status),
    [emails.data, status, now],
  );

  async function resendOne(row: OutboxRow) {
    setFailure(null);
    setPendingId(row.id);
    const result = await resend(row.id);
    setPendingId(null);
    if ('error' in result) {
      setFailure(errorText(result.error));
      void emails.refetch();
      return;
    }
    dispatch(
      toastShown({
        title: 'E-Mail wird erneut gesendet',
        description: `${subjectOf(row)} an ${row.recipient}`,
        variant: 'success',
      }),
    );
  }

  const columns: ReadonlyArray<Column<OutboxRow>> = [
    { key: 'created', header: 'Erstellt', render: (row) => when(row.created_at), sortValue: (row) => row.created_at },
    { key: 'recipient', header: 'Empfänger', render: (row) => row.recipient, sortValue: (row) => row.recipient },
    {
      key: 'subject',
      header: 'Betreff',
      render: (row) => (
        <>
          {subjectOf(row)}
          <br />
          <span className={styles.muted}>{templateLabel(row.template)}</span>
        </>
      ),
      sortValue: (row) => templateLabel(row.template),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => {
        const state = statusOf(row, now);
        const detail =
          state === 'sent' && row.sent_at
            ? when(row.sent_at)
            : state === 'scheduled' && row.send_after
              ? `ab ${when(row.send_after)}`
              : row.attempts > 0
                ? `${row.attempts} ${row.attempts === 1 ? 'Versuch' : 'Versuche'}`
                : '';
        return (
          <>
            {STATUS_LABELS[state]}
            {detail ? (
              <>
                <br />
                <span className={styles.muted}>{detail}</span>
              </>
            ) : null}
          </>
        );
      },
      sortValue: (row) => STATUS_LABELS[statusOf(row, now)],
    },
    { key: 'error', header: 'Letzter Fehler', render: (row) => row.last_error ?? '–' },
    {
      key: 'action',
      header: 'Aktion',
      render: (row) =>
        statusOf(row, now) === 'failed' ? (
          <Button
            variant="secondary"
            pending={pendingId === row.id}
            disabled={pendingId !== null && pendingId !== row.id}
            aria-label={`Erneut senden: ${subjectOf(row)} an ${row.recipient}`}
            onClick={() => void resendOne(row)}
          >
            Erneut senden
          </Button>
        ) : (
          '–'
        ),
    },
  ];

  let content;
  if (emails.isError) {
    content = <ErrorState message={errorText(emails.error)} onRetry={() => void emails.refetch()} />;
  } else if (!emails.data) {
    content = <LoadingState label="E-Mails werden geladen …" rows={4} />;
  } else {
    content = (
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <SelectField
            label="Status"
            options={STATUS_FILTER}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          />
          <span className={styles.muted} aria-live="polite">
            {visible.length === 1 ? '1 E-Mail' : `${visible.length} E-Mails`}
          </span>
        </div>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <DataTable
          caption="Postausgang"
          hideCaption
          columns={columns}
          rows={visible}
          rowKey={(row) => row.id}
          emptyText={status ? 'Keine E-Mail mit diesem Status.' : 'Noch keine E-Mails.'}
        />
      </div>
    );
  }

  return (
    <AdminShell
      heading="E-Mails"
      description="Alle E-Mails, die das System versendet, mit ihrem Status. Fehlgeschlagene können Sie erneut senden."
      path={pathname}
    >
      {content}
    </AdminShell>
  );
}
