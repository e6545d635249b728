import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function AdminTrainersPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Trainer"
        description="Trainerinnen und Trainer verwalten."
        path={pathname}
      />
      <ScreenIntro heading="Trainerinnen und Trainer" lead="Trainerinnen und Trainer verwalten." />
    </>
  );
}
