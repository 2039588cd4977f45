import { APPLICATION_EMPTY_MESSAGES, type Application, type ApplicationStatus } from '@stockyard/domain';
import Inbox from 'lucide-react/icons/inbox';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useApplications } from '../api/get-applications';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { ApplicationStatsCards } from './application-stats-cards';
import { ApplicationsFilters } from './applications-filters';
import { ApplicationsTable } from './applications-table';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/**
 * Spec 02 "Customer applications review", shared by the employee and admin routes: summary
 * cards, search, status filter, the table and the detail dialog.
 */
export function ApplicationsReview() {
  const [searchInput, setSearchInput] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [page, setPage] = useState(0);
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const [selected, setSelected] = useState<Application | null>(null);
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);

  // One extra row tells whether a next page exists without a separate count.
  const list = useApplications({
    status: status || undefined,
    search: search || undefined,
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE + 1,
  });
  const rows = list.data?.slice(0, PAGE_SIZE) ?? [];
  const hasNext = (list.data?.length ?? 0) > PAGE_SIZE;
  const filtered = Boolean(search || status);

  const onSearchChange = (value: string) => {
    setSearchInput(value);
    setPage(0);
  };
  const onStatusChange = (value: ApplicationStatus | '') => {
    setStatus(value);
    setPage(0);
  };

  return (
    <div className="space-y-6">
      <ApplicationStatsCards />
      <ApplicationsFilters
        search={searchInput}
        onSearchChange={onSearchChange}
        status={status}
        onStatusChange={onStatusChange}
      />

      <div className="space-y-4">
        <ApplicationsTable
          applications={rows}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          onView={setSelected}
          empty={
            <EmptyState
              icon={Inbox}
              title={translate(APPLICATION_EMPTY_MESSAGES.title)}
              description={translate(filtered ? APPLICATION_EMPTY_MESSAGES.filtered : APPLICATION_EMPTY_MESSAGES.none)}
            />
          }
        />
        {(page > 0 || hasNext) && (
          <nav
            aria-label={t('applications:review.pagination')}
            className="flex items-center justify-between gap-3 text-sm text-gray-700"
          >
            <p aria-live="polite">
              {t('applications:review.showing', { from: page * PAGE_SIZE + 1, to: page * PAGE_SIZE + rows.length })}
            </p>
            <div className="flex items-center gap-2">
              <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('applications:review.previous')}
              </Button>
              <span>{t('applications:review.page', { page: page + 1 })}</span>
              <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => setPage(page + 1)}>
                {t('applications:review.next')}
              </Button>
            </div>
          </nav>
        )}
      </div>

      {selected && (
        <ApplicationDetailDialog
          key={selected.id}
          application={selected}
          onClose={() => setSelected(null)}
          onUpdated={setSelected}
        />
      )}
    </div>
  );
}
