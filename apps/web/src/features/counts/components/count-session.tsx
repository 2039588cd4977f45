import { useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { useCount } from '../api/get-count';
import { SCOPE_KEYS, STATUS_KEYS, STATUS_TONES } from './count-labels';
import { CountSheet, type ScanDialog } from './count-sheet';
import { ReviewPanel } from './review-panel';

/** One count: the counting sheet while it is open, the variances once it is submitted. */
export function CountSession({ basePath, Scanner }: { basePath: string; Scanner: ScanDialog }) {
  const { t } = useTranslation(['counts']);
  const dates = useFormatDate();
  const id = Number(useParams().id);
  const query = useCount(id);
  const back = { backTo: basePath, backLabel: t('counts:session.back') };
  if (query.isPending)
    return (
      <>
        <PageHeader title={t('counts:title')} {...back} />
        <Spinner label={t('counts:session.loading')} />
      </>
    );
  if (query.isError)
    return (
      <>
        <PageHeader title={t('counts:title')} {...back} />
        <LoadError query={query} fallback={t('counts:session.loadError')} />
      </>
    );
  const count = query.data;
  return (
    <div className="space-y-4">
      <PageHeader
        title={`${count.reference} · ${count.branch.name}`}
        description={t(SCOPE_KEYS[count.scope], { value: count.scope_value ?? '' })}
        {...back}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[count.status]}>{t(STATUS_KEYS[count.status])}</Badge>
          <Badge tone="gray">{count.blind ? t('counts:session.blind') : t('counts:session.open')}</Badge>
        </div>
      </PageHeader>
      <p className="text-sm text-gray-600">
        {t('counts:session.startedBy', { name: count.created_by ?? '—', date: dates.dateTime(count.created_at) })}
        {count.closed_at &&
          ` · ${t('counts:session.closedBy', { name: count.closed_by ?? '—', date: dates.dateTime(count.closed_at) })}`}
      </p>
      {count.note && <p className="text-sm break-words text-gray-700">{count.note}</p>}
      {count.status === 'counting' ? <CountSheet count={count} Scanner={Scanner} /> : <ReviewPanel count={count} />}
    </div>
  );
}
