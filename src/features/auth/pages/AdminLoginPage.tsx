import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { demoAccountsFor } from '../components/DemoAccounts';
import { SignInForm } from '../components/SignInForm';

export function AdminLoginPage() {
  return (
    <>
      <PageMeta
        title="Admin-Anmeldung"
        description="Anmeldung für das Team der Akademie."
        path={paths.adminLogin}
        noIndex
      />
      <ScreenIntro heading="Admin-Anmeldung" lead="Anmeldung für das Team der Akademie." />
      <SignInForm demoAccounts={demoAccountsFor('admin')} variant="admin" />
    </>
  );
}
