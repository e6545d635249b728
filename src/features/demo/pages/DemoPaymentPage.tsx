import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function DemoPaymentPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title="Demo-Zahlung" description="Simulierte Online-Zahlung." path={pathname} />
      <ScreenIntro heading="Demo-Zahlungsanbieter" lead="Simulierte Online-Zahlung im Demo-Modus." />
    </>
  );
}
