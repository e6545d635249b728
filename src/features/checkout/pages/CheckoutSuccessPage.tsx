import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function CheckoutSuccessPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Buchung erfolgreich"
        description="Ihre Buchung ist bei uns eingegangen."
        path={pathname}
      />
      <ScreenIntro heading="Vielen Dank für Ihre Buchung" lead="Ihre Buchung ist bei uns eingegangen." />
    </>
  );
}
