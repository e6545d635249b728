import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function AdminUsersPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Benutzer"
        description="Benutzer und Rollen verwalten."
        path={pathname}
      />
      <ScreenIntro heading="Benutzer" lead="Benutzer und Rollen verwalten." />
    </>
  );
}
