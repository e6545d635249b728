import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function DashboardPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Mein Konto"
        description="Ihre Buchungen und Ihr Profil."
        path={pathname}
      />
      <ScreenIntro heading="Mein Konto" lead="Ihre Buchungen und Ihr Profil." />
    </>
  );
}
