import KeyRound from 'lucide-react/icons/key-round';
import { useTranslation } from '../../../lib/i18n/react';

export type DemoAccount = {
  role: 'auth:demo.admin' | 'auth:demo.employee' | 'auth:demo.customer';
  username: string;
  password: string;
};

/** The accounts the API seeds in demo mode (one admin, two employees, one customer). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'auth:demo.admin', username: 'admin', password: 'admin123' },
  { role: 'auth:demo.employee', username: 'employee1', password: 'emp123' },
  { role: 'auth:demo.employee', username: 'employee2', password: 'emp456' },
  { role: 'auth:demo.customer', username: 'customer1', password: 'cust123' },
];

export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useTranslation(['auth']);
  return (
    <section aria-labelledby="demo-accounts-heading" className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
      <h2 id="demo-accounts-heading" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <KeyRound aria-hidden="true" className="size-4" />
        {t('auth:demo.title')}
      </h2>
      <p className="mt-1 text-xs text-brand-800">{t('auth:demo.choose')}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.username}>
            <button
              type="button"
              onClick={() => onPick(account)}
              aria-label={t('auth:demo.use', { role: t(account.role).toLowerCase(), username: account.username })}
              className="w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-left text-sm shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="block text-xs font-medium text-brand-700">{t(account.role)}</span>
              <span className="block truncate font-mono font-medium text-gray-900">{account.username}</span>
              <span className="block truncate font-mono text-xs text-gray-500">{account.password}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
