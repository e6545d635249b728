import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function AdminBookingsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Buchungen"
        description="Buchungen verwalten."
        path={pathname}
      />
      <ScreenIntro heading="Buchungen" lead="Buchungen suchen, prüfen und bearbeiten." />
    </>
  );
}
