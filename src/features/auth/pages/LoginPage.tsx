import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { demoAccountsFor } from '../components/DemoAccounts';
import { SignInForm } from '../components/SignInForm';

export function LoginPage() {
  return (
    <>
      <PageMeta title="Anmelden" description="Melden Sie sich bei Ihrem Kundenkonto an." path={paths.login} noIndex />
      <ScreenIntro heading="Anmelden" lead="Melden Sie sich an, um Ihre Buchungen und Ihr Profil zu sehen." />
      <SignInForm demoAccounts={demoAccountsFor('customer')} />
    </>
  );
}
