import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function InhousePage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Inhouse-Schulungen"
        description="Maßgeschneiderte Schulungen für Ihr Team – bei Ihnen vor Ort oder online."
        path={pathname}
      />
      <ScreenIntro heading="Inhouse-Schulungen" lead="Maßgeschneiderte Schulungen für Ihr Team – bei Ihnen vor Ort oder online." />
    </>
  );
}
