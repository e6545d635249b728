import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function AdminSettingsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Einstellungen der Akademie"
        description="Akademiedaten, Steuersatz und Buchungsstatus."
        path={pathname}
      />
      <ScreenIntro heading="Einstellungen" lead="Akademiedaten, Steuersatz, Stornobedingungen und Buchungsstatus." />
    </>
  );
}
