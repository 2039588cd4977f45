import Activity from 'lucide-react/icons/activity';
import Database from 'lucide-react/icons/database';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useFormatDate } from '../../../lib/dates';
import { useSystemHealth } from '../api/get-system-health';
import { useTranslation } from '../../../lib/i18n/react';

function HealthRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <dt className="flex items-center gap-2 text-sm text-gray-700">
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Spec 02: API Status (Healthy or Warning), Database (Connected or Error) and when it was checked. */
export function SystemHealthPanel() {
  const health = useSystemHealth();
  const format = useFormatDate();
  const { t } = useTranslation(['admin']);
  const data = health.data;
  return (
    <Card as="section" aria-labelledby="system-health-title">
      <CardBody>
        <div className="flex items-center justify-between gap-2">
          <h2 id="system-health-title" className="text-lg font-semibold text-gray-900">
            {t('admin:health.title')}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void health.refetch()}
            loading={health.isFetching}
            aria-label={t('admin:health.again')}
          >
            {!health.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          </Button>
        </div>
        <dl className="mt-2 divide-y divide-gray-100">
          <HealthRow
            icon={<Activity aria-hidden="true" className="size-4 text-gray-400" />}
            label={t('admin:health.api')}
          >
            {data ? (
              <Badge tone={data.apiHealthy ? 'green' : 'amber'}>
                {data.apiHealthy ? t('admin:health.healthy') : t('admin:health.warning')}
              </Badge>
            ) : (
              <span className="inline-block h-5 w-16 animate-pulse rounded-full bg-gray-200" />
            )}
          </HealthRow>
          <HealthRow
            icon={<Database aria-hidden="true" className="size-4 text-gray-400" />}
            label={t('admin:health.database')}
          >
            {data ? (
              <Badge tone={data.databaseConnected ? 'green' : 'red'}>
                {data.databaseConnected ? t('admin:health.connected') : t('admin:health.error')}
              </Badge>
            ) : (
              <span className="inline-block h-5 w-20 animate-pulse rounded-full bg-gray-200" />
            )}
          </HealthRow>
        </dl>
        <p className="mt-2 text-xs text-gray-500">
          {t('admin:health.lastUpdated')}{' '}
          {data ? (
            <time dateTime={data.checkedAt.toISOString()}>{format.time(data.checkedAt)}</time>
          ) : (
            t('admin:health.checking')
          )}
        </p>
      </CardBody>
    </Card>
  );
}
