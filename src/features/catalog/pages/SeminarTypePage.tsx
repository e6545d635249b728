import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function SeminarTypePage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Seminarthema"
        description="Alle Seminare zu diesem Thema in allen Städten."
        path={pathname}
      />
      <ScreenIntro heading="Seminarthema" lead="Alle Seminare zu diesem Thema in allen Städten." />
    </>
  );
}
