import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function WebinarsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Webinare"
        description="Live-Webinare zu digitalem Marketing und KI – kompakt, interaktiv und von überall."
        path={pathname}
      />
      <ScreenIntro heading="Webinare" lead="Live-Webinare zu digitalem Marketing und KI – kompakt, interaktiv und von überall." />
    </>
  );
}
