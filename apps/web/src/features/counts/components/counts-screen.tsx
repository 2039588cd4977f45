import { COUNT_STATUSES, type Count, type CountStatus } from '@stockyard/domain';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { StatusFilter } from '../../../components/ui/status-filter';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { COUNTS_PAGE_SIZE, useCounts } from '../api/get-counts';
import { SCOPE_KEYS, STATUS_KEYS, STATUS_TONES } from './count-labels';
import { StartCountForm } from './start-count-form';

type Filter = CountStatus | 'all';

/** Stock counts: the sessions of the caller's branches, and a form to start one. */
export function CountsScreen({ basePath, dashboardPath }: { basePath: string; dashboardPath: string }) {
  const { t } = useTranslation(['counts']);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const query = useCounts({ status: filter === 'all' ? undefined : filter, page });
  const options = [
    { value: 'all' as const, label: t('counts:list.all') },
    ...COUNT_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) })),
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={t('counts:title')} description={t('counts:intro')} backTo={dashboardPath} />
      {query.data && <StartCountForm branches={query.data.branches} basePath={basePath} />}
      <section aria-labelledby="counts-list-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="counts-list-title" className="text-lg font-semibold text-gray-900">
            {t('counts:list.title')}
          </h2>
          <StatusFilter
            label={t('counts:list.filter')}
            options={options}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
        </div>
        {query.isPending ? (
          <Spinner label={t('counts:list.loading')} />
        ) : query.isError ? (
          <LoadError query={query} fallback={t('counts:list.loadError')} />
        ) : query.data.counts.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            title={t('counts:list.empty')}
            description={filter === 'all' ? t('counts:list.emptyText') : t('counts:list.emptyFiltered')}
          />
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {query.data.counts.map((count) => (
                <li key={count.id}>
                  <CountCard count={count} basePath={basePath} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={COUNTS_PAGE_SIZE}
              total={query.data.total}
              onPageChange={setPage}
              itemLabel={(count) => t('counts:list.items', { count })}
            />
          </>
        )}
      </section>
    </div>
  );
}

function CountCard({ count, basePath }: { count: Count; basePath: string }) {
  const { t } = useTranslation(['counts']);
  const dates = useFormatDate();
  return (
    <Card className="h-full">
      <CardBody className="flex h-full flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`${basePath}/${count.id}`}
            aria-label={t('counts:list.open', { reference: count.reference })}
            className="font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {count.reference} · {count.branch.name}
          </Link>
          <Badge tone={STATUS_TONES[count.status]}>{t(STATUS_KEYS[count.status])}</Badge>
        </div>
        <p className="text-sm text-gray-700">{t(SCOPE_KEYS[count.scope], { value: count.scope_value ?? '' })}</p>
        <p className="text-sm text-gray-600">
          {t('counts:list.progress', { counted: count.counted_count, total: count.line_count })}
        </p>
        <p className="mt-auto text-xs text-gray-500">
          {t('counts:session.startedBy', { name: count.created_by ?? '—', date: dates.dateTime(count.created_at) })}
        </p>
      </CardBody>
    </Card>
  );
}
