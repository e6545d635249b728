import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function SpecialSeminarPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="KI-Coding mit Lovable"
        description="Das Spezialseminar: eigene Web-Apps mit KI bauen – ohne Vorkenntnisse im Programmieren."
        path={pathname}
      />
      <ScreenIntro heading="KI-Coding mit Lovable" lead="Eigene Web-Apps mit KI bauen – ohne Vorkenntnisse im Programmieren." />
    </>
  );
}
