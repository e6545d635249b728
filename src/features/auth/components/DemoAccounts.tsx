import { isDemoMode } from '@/config/env';
import styles from './AuthForm.module.css';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

/** docs/architecture.md: shown on the login pages in demo mode only. */
export const DEMO_ACCOUNTS: Record<'admin' | 'customer', DemoAccount> = {
  admin: { label: 'Admin', email: 'admin@akademie.test', password: 'admin123' },
  customer: { label: 'Kunde', email: 'kunde@akademie.test', password: 'kunde123' },
};

interface DemoAccountsProps {
  accounts: DemoAccount[];
  onUse: (account: DemoAccount) => void;
}

export function DemoAccounts({ accounts, onUse }: DemoAccountsProps) {
  if (!isDemoMode) return null;
  return (
    <aside className={styles.demo} aria-labelledby="demo-zugaenge">
      <h2 id="demo-zugaenge" className={styles.demoTitle}>
        Demo-Zugänge
      </h2>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.email}>
            <span>
              {account.label}: <code>{account.email}</code> / <code>{account.password}</code>
            </span>
            <button type="button" className={styles.demoButton} onClick={() => onUse(account)}>
              {account.label}-Zugang eintragen
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
