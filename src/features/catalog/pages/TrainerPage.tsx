import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function TrainerPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Trainerin oder Trainer"
        description="Profil, Themen und nächste Termine."
        path={pathname}
      />
      <ScreenIntro heading="Trainerin oder Trainer" lead="Profil, Themen und nächste Termine." />
    </>
  );
}
