import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function CheckoutPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Kasse"
        description="Ihre Buchung abschließen."
        path={pathname}
      />
      <ScreenIntro heading="Kasse" lead="Prüfen Sie Ihre Auswahl und schließen Sie Ihre Buchung ab." />
    </>
  );
}
