import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function CheckoutCancelledPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Zahlung abgebrochen"
        description="Es wurde nichts gebucht."
        path={pathname}
      />
      <ScreenIntro heading="Zahlung abgebrochen" lead="Es wurde nichts gebucht. Ihr Warenkorb ist unverändert." />
    </>
  );
}
