import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function AdminLocationsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Standorte"
        description="Seminarorte verwalten."
        path={pathname}
      />
      <ScreenIntro heading="Standorte" lead="Seminarorte verwalten." />
    </>
  );
}
