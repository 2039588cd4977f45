import { PageHeader } from '../../../components/ui/page-header';
import * as Tabs from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n/react';
import { AgedBalances } from './aged-balances';
import { PaymentsTable } from './payments-table';
import { RatesPanel } from './rates-panel';
import { RecordEntryForm } from './record-payment-form';
import { RunStatementsCard } from './run-statements-card';
import { StaffAccrued } from './staff-accrued';
import { StatementsTable } from './statements-table';
import { TermsForm } from './terms-form';
import { TAB_KEYS } from './label-keys';

const tabClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700';

/** Staff billing: statements and payments (and for admins rates, terms and aged balances). */
export function StaffBilling({ admin }: { admin: boolean }) {
  const { t } = useTranslation(['billing']);
  const tabs = admin ? (['statements', 'payments', 'rates', 'aged'] as const) : (['statements', 'payments'] as const);
  return (
    <div className="space-y-6">
      <PageHeader title={t('billing:title')} description={t('billing:staffIntro')} />
      <Tabs.Root defaultValue="statements" className="space-y-4">
        <Tabs.List aria-label={t('billing:title')} className="flex flex-wrap gap-1 border-b border-gray-200 pb-2">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={tabClasses}>
              {t(TAB_KEYS[tab])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="statements" className="space-y-6">
          {admin && <RunStatementsCard />}
          <StatementsTable showCustomer />
          <StaffAccrued />
        </Tabs.Content>
        <Tabs.Content value="payments" className="space-y-6">
          <RecordEntryForm />
          <PaymentsTable showCustomer currency={undefined} />
        </Tabs.Content>
        {admin && (
          <>
            <Tabs.Content value="rates" className="space-y-6">
              <RatesPanel />
              <TermsForm />
            </Tabs.Content>
            <Tabs.Content value="aged">
              <AgedBalances />
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </div>
  );
}
