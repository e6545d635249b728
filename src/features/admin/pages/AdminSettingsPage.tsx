import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/States';
import { toastShown } from '@/features/toasts';
import { errorText } from '@/lib/api';
import { useAdminSettingsQuery, useAdminSaveSettingsMutation, type AdminSettingsChanges } from '../adminSettingsApi';
import { AdminShell } from '../components/AdminShell';
import { SettingsForm } from '../components/SettingsForm';

/** The academy's data, tax, bank, cancellation terms and whether the shop takes bookings. */
export function AdminSettingsPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const settings = useAdminSettingsQuery();
  const [save, saving] = useAdminSaveSettingsMutation();

  async function onSave(changes: AdminSettingsChanges): Promise<boolean> {
    const result = await save(changes);
    if ('error' in result) return false;
    dispatch(toastShown({ title: 'Einstellungen gespeichert', variant: 'success' }));
    return true;
  }

  let content;
  if (settings.isError) {
    content = (
      <ErrorState
        message={`Die Einstellungen konnten nicht geladen werden. ${errorText(settings.error)}`}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (!settings.data) {
    content = <LoadingState label="Einstellungen werden geladen …" rows={6} />;
  } else {
    content = (
      <SettingsForm
        settings={settings.data}
        saving={saving.isLoading}
        error={saving.isError ? errorText(saving.error) : undefined}
        onSave={onSave}
      />
    );
  }

  return (
    <AdminShell
      heading="Einstellungen"
      title="Einstellungen der Akademie"
      description="Akademiedaten, Steuersatz und Buchungsstatus."
      path={pathname}
    >
      {content}
    </AdminShell>
  );
}
