import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function AdminDashboardPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Admin-Übersicht"
        description="Kennzahlen der Akademie."
        path={pathname}
      />
      <ScreenIntro heading="Übersicht" lead="Umsatz, Buchungen und Auslastung auf einen Blick." />
    </>
  );
}
