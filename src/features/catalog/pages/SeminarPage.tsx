import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function SeminarPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Seminar – alle Orte und Termine"
        description="Alle Orte und Termine dieses Seminars."
        path={pathname}
      />
      <ScreenIntro heading="Seminar – alle Orte und Termine" lead="Alle Orte und Termine dieses Seminars auf einen Blick." />
    </>
  );
}
