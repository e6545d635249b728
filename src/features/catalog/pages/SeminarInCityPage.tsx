import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function SeminarInCityPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Seminar"
        description="Inhalte, Termine und Preise dieses Seminars."
        path={pathname}
      />
      <ScreenIntro heading="Seminar" lead="Inhalte, Termine und Preise dieses Seminars in Ihrer Stadt." />
    </>
  );
}
