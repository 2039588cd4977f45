import { ADMIN_DASHBOARD_MESSAGES, DASHBOARD_ACTIVITY_DEFAULT_DAYS } from '@stockyard/domain';
import BarChart3 from 'lucide-react/icons/chart-column';
import Boxes from 'lucide-react/icons/boxes';
import Building2 from 'lucide-react/icons/building-complex';
import { failedReads, LoadError } from '../../../components/ui/load-error';
import { useActivityDays } from '../api/get-activity-days';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useAllBranches } from '../../../resources/branches';
import { useFallbackCounts } from '../api/get-fallback-counts';
import { useGoodsByStockStatus } from '../api/get-goods-by-stock-status';
import { useRecentAssignments } from '../api/get-recent-assignments';
import { ChartCard } from './chart-card';
import { DashboardStatCards, type CardFigure } from './dashboard-stat-cards';
import { ActivityTrendChart, BranchUtilisationChart, StockStatusChart } from './lazy-charts';
import { QuickActions } from './quick-actions';
import { RecentActivityList } from './recent-activity-list';
import { SystemHealthPanel } from './system-health-panel';
import { AgedBalancesCard } from './aged-balances-card';
import { useAgedBalances } from '../api/get-aged-balances';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { errorMessage, isApiError } from '../../../lib/api-client';

type Source<T> = { value: T | undefined; pending: boolean };

/** The first figure a source has; loading only while none has one and some are still on their way. */
function figureOf(...sources: Source<number>[]): CardFigure {
  const found = sources.find((source) => source.value !== undefined);
  return {
    value: found?.value ?? null,
    loading: !found && sources.some((source) => source.pending),
  };
}

/**
 * Spec 02 "Admin dashboard". The summary, goods, branches and assignments are read side by side; one
 * failing leaves the others on screen, a figure falls back to another source when it can, and a
 * figure nobody could read shows 0.
 */
export function AdminDashboard() {
  const stats = useDashboardStats();
  const { t } = useTranslation(['admin']);
  const translate = useTranslateMessage();
  const CHART_FAILED = t('admin:dash.chartFailed');
  const goods = useGoodsByStockStatus();
  const branches = useAllBranches();
  const recent = useRecentAssignments();
  const activity = useActivityDays();
  // The aged balances card reads the same query (one request); its failure joins the one alert.
  const aged = useAgedBalances();
  // Read only when the summary fails, so the usual case costs no extra calls.
  const fallback = useFallbackCounts(stats.isError);
  // One message and one Retry for every failed read; a chart whose data failed only says it is missing.
  const failure = failedReads(stats, goods, branches, recent, activity, aged);
  const fallbackRead = Object.values(fallback.data ?? {}).some((value) => value !== undefined);
  const nothingRead = [stats, goods, branches, recent].every((query) => query.isError) && !fallbackRead;
  // While the summary is failing, the fallback counts are on their way.
  const waitingForFallback = stats.isError && fallback.isPending;

  const figures = {
    users: figureOf(
      { value: stats.data?.total_users, pending: stats.isPending },
      { value: fallback.data?.users, pending: waitingForFallback },
    ),
    goods: figureOf(
      { value: stats.data?.total_goods, pending: stats.isPending },
      { value: goods.data?.total, pending: goods.isPending },
    ),
    branches: figureOf(
      { value: stats.data?.total_branches, pending: stats.isPending },
      { value: branches.data?.length, pending: branches.isPending },
    ),
    assignments: figureOf(
      { value: stats.data?.total_assignments, pending: stats.isPending },
      { value: recent.data?.total ?? undefined, pending: recent.isPending },
    ),
    pending: {
      ...figureOf(
        { value: stats.data?.pending_tasks, pending: stats.isPending },
        { value: fallback.data?.pendingTasks, pending: waitingForFallback },
      ),
      hint: t('admin:dash.pendingHint'),
    },
  };

  return (
    <div className="space-y-6">
      {failure && (
        <LoadError
          query={failure}
          title={translate(ADMIN_DASHBOARD_MESSAGES.partialFailure)}
          retryLabel={t('admin:dash.retry')}
        >
          {isApiError(failure.error) && failure.error.status === 429
            ? errorMessage(failure.error, t('admin:dash.someRead'))
            : nothingRead
              ? t('admin:dash.nothingRead')
              : t('admin:dash.someRead')}
        </LoadError>
      )}

      <DashboardStatCards figures={figures} />

      <div className="grid gap-6 lg:grid-cols-3">
        <ChartCard
          className="lg:col-span-2"
          title={t('admin:dash.activity')}
          description={t('admin:dash.activityText', { days: DASHBOARD_ACTIVITY_DEFAULT_DAYS })}
          icon={BarChart3}
          loading={activity.isPending}
          error={activity.isError ? CHART_FAILED : undefined}
        >
          {() => activity.data && <ActivityTrendChart days={activity.data} />}
        </ChartCard>
        <QuickActions />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <ChartCard
          title={t('admin:dash.goodsByStatus')}
          description={t('admin:dash.goodsByStatusText')}
          icon={Boxes}
          loading={goods.isPending}
          error={goods.isError ? CHART_FAILED : undefined}
          empty={goods.data?.total === 0 ? t('admin:dash.noGoods') : undefined}
        >
          {() => goods.data && <StockStatusChart data={goods.data} />}
        </ChartCard>
        <ChartCard
          className="lg:col-span-2"
          title={t('admin:dash.utilisation')}
          description={t('admin:dash.utilisationText')}
          icon={Building2}
          loading={branches.isPending}
          error={branches.isError ? CHART_FAILED : undefined}
          empty={branches.data?.length === 0 ? t('admin:dash.noBranches') : undefined}
        >
          {() => branches.data && <BranchUtilisationChart branches={branches.data} />}
        </ChartCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivityList
            assignments={recent.data?.assignments}
            activeUsers={stats.data?.active_users ?? fallback.data?.activeUsers ?? null}
            goodsCount={figures.goods.value}
            loading={recent.isPending || (stats.isPending && goods.isPending)}
            failed={recent.isError}
          />
        </div>
        <SystemHealthPanel />
      </div>

      <AgedBalancesCard />
    </div>
  );
}
