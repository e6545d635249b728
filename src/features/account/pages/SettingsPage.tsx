import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { selectUser, signOutRequested } from '@/features/auth';
import { toastShown } from '@/features/toasts';
import { errorText } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { accountApi, useMyProfileQuery, useUpdateProfileMutation, type ProfileUpdate } from '../accountApi';
import {
  useDeleteAccountMutation,
  useRequestEmailChangeMutation,
  useChangePasswordMutation,
} from '../accountAuthApi';
import { AccountDataPanel } from '../components/AccountDataPanel';
import { NotificationsForm } from '../components/NotificationsForm';
import { ProfileForm } from '../components/ProfileForm';
import styles from './AccountPage.module.css';

type AuthRoot = Parameters<typeof selectUser>[0];

/** The sentence of a failed save, nothing while none failed. */
const failure = (error: unknown): string | undefined => (error ? errorText(error) : undefined);

/** /settings: profile, notifications and account data (docs/product.md). */
export function SettingsPage() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const navigate = useNavigate();
  const user = useSelector((state: AuthRoot) => selectUser(state));
  const userId = user?.id ?? '';
  const profile = useMyProfileQuery(userId, { skip: !userId });
  const [updateProfile, profileUpdate] = useUpdateProfileMutation({ fixedCacheKey: 'profile' });
  const [updateNotifications, notificationsUpdate] = useUpdateProfileMutation({ fixedCacheKey: 'notifications' });
  const [changeEmail, emailChange] = useRequestEmailChangeMutation();
  const [changePassword, passwordChange] = useChangePasswordMutation();
  const [deleteAccount, deletion] = useDeleteAccountMutation();
  const [exporting, setExporting] = useState(false);

  async function save(changes: ProfileUpdate, which: 'profile' | 'notifications') {
    const run = which === 'profile' ? updateProfile : updateNotifications;
    const result = await run({ userId, changes });
    if (!('error' in result)) {
      dispatch(
        toastShown({
          title: which === 'profile' ? 'Profil gespeichert' : 'Einstellungen gespeichert',
          variant: 'success',
        }),
      );
    }
  }

  async function exportData() {
    setExporting(true);
    try {
      const bookings = await dispatch(
        accountApi.endpoints.myBookings.initiate(userId, { forceRefetch: true }),
      ).unwrap();
      const data = {
        exportiertAm: new Date().toISOString(),
        konto: { id: user?.id, email: user?.email, erstelltAm: user?.created_at },
        profil: profile.data,
        buchungen: bookings,
      };
      downloadFile('meine-daten-digitalakademie.json', JSON.stringify(data, null, 2), 'application/json');
    } catch {
      dispatch(
        toastShown({ title: 'Export fehlgeschlagen', description: 'Bitte versuchen Sie es erneut.', variant: 'error' }),
      );
    } finally {
      setExporting(false);
    }
  }

  async function removeAccount() {
    const result = await deleteAccount();
    if ('error' in result) return;
    // Leave the guarded page before the session ends, or the guard would send the user to the sign-in page.
    navigate(paths.home, { replace: true });
    dispatch(signOutRequested());
    dispatch(
      toastShown({ title: 'Ihr Konto wurde gelöscht', description: 'Schade, dass Sie gehen.', variant: 'success' }),
    );
  }

  const meta = (
    <PageMeta
      title="Einstellungen"
      description="Profil, Benachrichtigungen und Kontodaten."
      path={paths.settings}
      noIndex
    />
  );
  return (
    <>
      {meta}
      <ScreenIntro heading="Einstellungen" lead="Profil, Benachrichtigungen und Kontodaten." />
      <nav aria-label="Bereiche der Einstellungen">
        <ul className={styles.toc}>
          <li>
            <a href="#profil">Profil</a>
          </li>
          <li>
            <a href="#benachrichtigungen">Benachrichtigungen</a>
          </li>
          <li>
            <a href="#kontodaten">Kontodaten</a>
          </li>
        </ul>
      </nav>
      {profile.isLoading || (!profile.data && !profile.isError && !profile.isSuccess) ? (
        <p role="status">Ihre Daten werden geladen …</p>
      ) : profile.isError || !profile.data ? (
        <FormAlert>
          Ihr Profil konnte nicht geladen werden.{' '}
          <Button variant="ghost" onClick={() => profile.refetch()}>
            Erneut versuchen
          </Button>
        </FormAlert>
      ) : (
        <div className={styles.sections}>
          <section id="profil" aria-labelledby="profil-titel" className={styles.panel}>
            <h2 id="profil-titel">Profil</h2>
            <ProfileForm
              profile={profile.data}
              saving={profileUpdate.isLoading}
              error={failure(profileUpdate.error)}
              onSave={(changes) => save(changes, 'profile')}
            />
          </section>
          <section id="benachrichtigungen" aria-labelledby="benachrichtigungen-titel" className={styles.panel}>
            <h2 id="benachrichtigungen-titel">Benachrichtigungen</h2>
            <NotificationsForm
              profile={profile.data}
              saving={notificationsUpdate.isLoading}
              error={failure(notificationsUpdate.error)}
              onSave={(changes) => save(changes, 'notifications')}
            />
          </section>
          <section id="kontodaten" aria-labelledby="kontodaten-titel" className={styles.panel}>
            <h2 id="kontodaten-titel">Kontodaten</h2>
            <AccountDataPanel
              email={user?.email ?? ''}
              emailChange={{
                pending: emailChange.isLoading,
                error: failure(emailChange.error),
                done: emailChange.isSuccess,
              }}
              passwordChange={{
                pending: passwordChange.isLoading,
                error: failure(passwordChange.error),
                done: passwordChange.isSuccess,
              }}
              deletion={{ pending: deletion.isLoading, error: failure(deletion.error), done: deletion.isSuccess }}
              onChangeEmail={(email) => changeEmail(email)}
              onChangePassword={(values) => changePassword({ email: user?.email ?? '', ...values })}
              onExport={exportData}
              exporting={exporting}
              onDelete={removeAccount}
            />
          </section>
        </div>
      )}
    </>
  );
}
