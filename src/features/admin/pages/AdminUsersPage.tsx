import { useId, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert, TextField } from '@/components/Form';
import { ErrorState, LoadingState } from '@/components/States';
import { selectUser } from '@/features/auth';
import { toastShown } from '@/features/toasts';
import { errorText } from '@/lib/api';
import { formatInstantDate } from '@/lib/format';
import { useAdminSetUserRoleMutation, useAdminUsersQuery, type AdminUser } from '../adminUsersApi';
import { AdminShell } from '../components/AdminShell';
import { DataTable, type Column } from '../components/DataTable';
import styles from './AdminOverviewPages.module.css';

const collator = new Intl.Collator('de-DE', { sensitivity: 'base' });

function fullName(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || '–';
}

const ROLE_LABEL: Record<AdminUser['roles'][number], string> = { admin: 'Admin', customer: 'Kunde' };

function rolesText(user: AdminUser): string {
  const order = ['admin', 'customer'] as const;
  const labels = order.filter((role) => user.roles.includes(role)).map((role) => ROLE_LABEL[role]);
  return labels.length > 0 ? labels.join(', ') : 'Keine Rolle';
}

/** Lower-case, without accents: "kruger" finds "Krüger". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de-DE');
}

/** Every account with its roles; admins grant and revoke the admin role (the server guards the last admin). */
export function AdminUsersPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const me = useSelector(selectUser);
  const users = useAdminUsersQuery();
  const [setRole, roleChange] = useAdminSetUserRoleMutation();
  const [pendingUser, setPendingUser] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const explanationId = useId();

  const adminCount = users.data?.filter((user) => user.roles.includes('admin')).length ?? 0;
  const visible = useMemo(() => {
    const needle = fold(search.trim());
    const all = users.data ?? [];
    if (!needle) return all;
    return all.filter((user) => fold(`${fullName(user)} ${user.email ?? ''}`).includes(needle));
  }, [users.data, search]);

  async function toggle(user: AdminUser) {
    const grant = !user.roles.includes('admin');
    setFailure(null);
    setPendingUser(user.user_id);
    const result = await setRole({ userId: user.user_id, grant });
    setPendingUser(null);
    if ('error' in result) {
      setFailure(errorText(result.error));
      // What the server refused may rest on an outdated list: show the current roles.
      void users.refetch();
      return;
    }
    dispatch(
      toastShown({
        title: grant ? 'Admin-Rechte erteilt' : 'Admin-Rechte entzogen',
        description: `${fullName(user)} (${user.email ?? ''})`,
        variant: 'success',
      }),
    );
  }

  const columns: ReadonlyArray<Column<AdminUser>> = [
    { key: 'name', header: 'Name', render: fullName, sortValue: (u) => `${u.last_name ?? ''} ${u.first_name ?? ''}` },
    { key: 'email', header: 'E-Mail', render: (u) => u.email ?? '–', sortValue: (u) => u.email },
    {
      key: 'roles',
      header: 'Rollen',
      render: rolesText,
      sortValue: (u) => (u.roles.includes('admin') ? 0 : 1),
    },
    {
      key: 'since',
      header: 'Registriert',
      render: (u) => formatInstantDate(u.created_at),
      sortValue: (u) => u.created_at,
    },
    {
      key: 'action',
      header: 'Aktion',
      render: (u) => {
        const isAdmin = u.roles.includes('admin');
        const lastSelf = isAdmin && u.user_id === me?.id && adminCount <= 1;
        const label = isAdmin ? 'Admin-Rechte entziehen' : 'Zum Admin machen';
        return (
          <div className={styles.roleCell}>
            <Button
              variant={isAdmin ? 'danger' : 'secondary'}
              pending={pendingUser === u.user_id}
              disabled={lastSelf || (roleChange.isLoading && pendingUser !== u.user_id)}
              aria-label={`${label}: ${fullName(u)}`}
              aria-describedby={lastSelf ? explanationId : undefined}
              onClick={() => void toggle(u)}
            >
              {label}
            </Button>
            {lastSelf ? (
              <span id={explanationId} className={styles.muted}>
                Sie sind die einzige Administratorin bzw. der einzige Administrator und können sich die Rolle nicht
                selbst entziehen.
              </span>
            ) : null}
          </div>
        );
      },
    },
  ];

  let content;
  if (users.isError) {
    content = <ErrorState message={errorText(users.error)} onRetry={() => void users.refetch()} />;
  } else if (!users.data) {
    content = <LoadingState label="Benutzer werden geladen …" rows={4} />;
  } else {
    content = (
      <div className={styles.stack}>
        <div className={styles.toolbar} role="search">
          <TextField
            label="Suche nach Name oder E-Mail"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <span className={styles.muted} aria-live="polite">
            {visible.length === 1 ? '1 Benutzer' : `${visible.length} Benutzer`}
          </span>
        </div>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <DataTable
          caption="Benutzer und Rollen"
          hideCaption
          columns={columns}
          rows={[...visible].sort((a, b) => collator.compare(fullName(a), fullName(b)))}
          rowKey={(u) => u.user_id}
          emptyText={search ? 'Kein Benutzer passt zur Suche.' : 'Noch keine Benutzer.'}
        />
      </div>
    );
  }

  return (
    <AdminShell heading="Benutzer" description="Benutzer und Rollen verwalten." path={pathname}>
      {content}
    </AdminShell>
  );
}
