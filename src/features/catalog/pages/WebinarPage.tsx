import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function WebinarPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Webinar"
        description="Inhalte, Termin und Preis dieses Webinars."
        path={pathname}
      />
      <ScreenIntro heading="Webinar" lead="Inhalte, Termin und Preis dieses Webinars." />
    </>
  );
}
