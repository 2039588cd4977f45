import { formatGoodValue, goodDisplayId, type CustomerGoodDetail } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { FactList } from '../../../components/ui/fact-list';
import { errorMessage } from '../../../lib/api-client';
import { useMyGood } from '../api/get-my-good';
import { GoodStatusBadge } from './good-status-badge';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useSiteNumberFormats } from '../../../resources/site-money';

/** One own good with its status history, newest change last. */
export function GoodDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const good = useMyGood(id);
  const { t } = useTranslation(['customer']);
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={id !== null ? t('customer:details.title', { id: goodDisplayId(id) }) : t('customer:details.good')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('customer:details.close')}
        </Button>
      }
    >
      {good.isPending ? (
        <Spinner label={t('customer:details.loading')} />
      ) : good.isError ? (
        <Alert tone="error">{errorMessage(good.error, t('customer:details.loadFailed'))}</Alert>
      ) : (
        <GoodDetails good={good.data} />
      )}
    </Dialog>
  );
}

function GoodDetails({ good }: { good: CustomerGoodDetail }) {
  const dates = useFormatDate();
  const { t } = useTranslation(['customer']);
  const translate = useTranslateMessage();
  const { money } = useSiteNumberFormats();
  const facts: [string, React.ReactNode][] = [
    [t('customer:name'), good.name],
    [t('customer:store.category'), translate(good.category)],
    [t('customer:status'), <GoodStatusBadge key="s" status={good.status} />],
    [t('customer:value'), good.value ? money(good.value) : translate(formatGoodValue(good.value))],
    [t('customer:details.branch'), good.branch?.name ?? t('customer:details.notAssigned')],
    // Calendar days (YYYY-MM-DD from the server) read in the customer's pattern like every other date.
    [t('customer:details.storageDate'), dates.date(good.storage_date) || t('customer:details.notSet')],
    [t('customer:details.storageEndDate'), dates.date(good.storage_end_date) || t('customer:details.notSet')],
    [t('customer:store.description'), good.description ?? '-'],
    [t('customer:details.instructions'), good.special_instructions ?? '-'],
  ];
  return (
    <div className="space-y-5">
      <FactList facts={facts} className="sm:grid-cols-[10rem_1fr]" />
      <section aria-labelledby="status-history">
        <h3 id="status-history" className="mb-2 text-sm font-semibold text-gray-900">
          {t('customer:details.history')}
        </h3>
        {good.history.length === 0 && <p className="text-sm text-gray-600">{t('customer:details.noHistory')}</p>}
        <ol className="space-y-2 border-l-2 border-brand-100 pl-4">
          {good.history.map((entry) => (
            <li key={entry.id} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <GoodStatusBadge status={entry.status} />
                <span className="text-gray-500">{dates.dateTime(entry.created_at)}</span>
              </div>
              {(entry.note || entry.changed_by_name) && (
                <p className="mt-0.5 text-gray-700">
                  {entry.note}
                  {entry.changed_by_name && (
                    <span className="text-gray-500">{t('customer:details.by', { name: entry.changed_by_name })}</span>
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
