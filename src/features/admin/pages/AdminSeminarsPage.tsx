import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function AdminSeminarsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Seminare verwalten"
        description="Seminare und Termine verwalten."
        path={pathname}
      />
      <ScreenIntro heading="Seminare" lead="Seminare und Termine verwalten." />
    </>
  );
}
