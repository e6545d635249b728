import styles from './AuthForm.module.css';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

declare const __DEMO_MODE__: boolean | undefined;

/**
 * webpack defines `__DEMO_MODE__` (undefined in Jest and Storybook, which run the demo), so a live build folds this to
 * `false` and drops the demo accounts and their passwords from its bundle. A constant imported from config/ would not
 * fold: the login pages are chunks of their own.
 */
const DEMO_BUILD = typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__;

/** The demo accounts a login page offers (demo mode only): the customer page both, the admin page the admin. */
export function demoAccountsFor(page: 'customer' | 'admin'): DemoAccount[] {
  if (!DEMO_BUILD) return [];
  const admin = { label: 'Admin', email: 'admin@akademie.test', password: 'admin123' };
  const customer = { label: 'Kunde', email: 'kunde@akademie.test', password: 'kunde123' };
  return page === 'admin' ? [admin] : [customer, admin];
}

interface DemoAccountsProps {
  accounts: DemoAccount[];
  onUse: (account: DemoAccount) => void;
}

export function DemoAccounts({ accounts, onUse }: DemoAccountsProps) {
  if (!DEMO_BUILD || accounts.length === 0) return null;
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
