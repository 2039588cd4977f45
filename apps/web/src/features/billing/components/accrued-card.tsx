import type { AccruedDraft } from '@stockyard/domain';
import Hourglass from 'lucide-react/icons/hourglass';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { useAccrued } from '../api/get-accrued';
import { InvoiceLines } from './invoice-lines';

/** "Charges so far this month": what the next statement would hold if cut today; no number, not a statement. */
export function AccruedCard({ customerId }: { customerId: number | 'me' }) {
  const { t } = useTranslation(['billing']);
  const query = useAccrued(customerId);
  return (
    <Card as="section" aria-labelledby={`accrued-title-${customerId}`}>
      <CardBody className="space-y-4">
        <div>
          <h2 id={`accrued-title-${customerId}`} className="text-lg font-semibold text-gray-900">
            {t('billing:accrued.title')}
          </h2>
          <p className="text-sm text-gray-600">{t('billing:accrued.notAStatement')}</p>
        </div>
        {query.isPending ? (
          <Spinner label={t('billing:accrued.loading')} />
        ) : query.isError ? (
          <LoadError query={query} title={t('billing:accrued.loadFailed')} />
        ) : (
          <AccruedBody draft={query.data} />
        )}
      </CardBody>
    </Card>
  );
}

function AccruedBody({ draft }: { draft: AccruedDraft }) {
  const { t } = useTranslation(['billing']);
  const { date } = useFormatDate();
  return (
    <div className="space-y-3" data-testid="accrued-draft">
      <p className="text-sm font-medium text-gray-700">{t('billing:accrued.asOf', { date: date(draft.as_of) })}</p>
      {draft.lines.length === 0 ? (
        <EmptyState icon={Hourglass} title={t('billing:accrued.empty')} description={t('billing:accrued.emptyHint')} />
      ) : (
        <InvoiceLines
          lines={draft.lines}
          currency={draft.currency}
          totals={{ ...draft, new_balance: draft.balance }}
          taxBasisPoints={null}
          balanceLabel={t('billing:accrued.balance')}
        />
      )}
    </div>
  );
}
