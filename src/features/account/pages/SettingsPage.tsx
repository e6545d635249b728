import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function SettingsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title="Einstellungen" description="Profil, Benachrichtigungen und Kontodaten." path={pathname} />
      <ScreenIntro heading="Einstellungen" lead="Profil, Benachrichtigungen und Kontodaten." />
    </>
  );
}
