import {
  activeUsersLine,
  ADMIN_DASHBOARD_MESSAGES,
  ADMIN_STATUS_LABELS,
  goodsManagedLine,
  RECENT_ACTIVITY_MAX_ENTRIES,
  type Assignment,
  type AssignmentStatus,
} from '@stockyard/domain';
import type { LucideIcon } from 'lucide-react/types';
import Boxes from 'lucide-react/icons/boxes';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardBody } from '../../../components/ui/card';
import { useFormatDate } from '../../../lib/dates';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useAssignmentWords } from '../../../lib/use-assignment-words';

const STATUS_TONES: Record<AssignmentStatus, BadgeTone> = {
  pending: 'amber',
  in_progress: 'blue',
  scheduled: 'brand',
  completed: 'green',
  cancelled: 'gray',
};

type Entry = { key: string; icon: LucideIcon; title: ReactNode; detail?: ReactNode };

type RecentActivityListProps = {
  assignments: Assignment[] | undefined;
  activeUsers: number | null;
  goodsCount: number | null;
  loading: boolean;
  /** The newest assignments could not be read. */
  failed: boolean;
};

/** Spec 02: the 3 newest assignments and the two info lines, 4 entries at most. */
export function RecentActivityList({ assignments, activeUsers, goodsCount, loading, failed }: RecentActivityListProps) {
  const dates = useFormatDate();
  const wordsOf = useAssignmentWords();
  const { t } = useTranslation(['admin']);
  const translate = useTranslateMessage();
  const entries: Entry[] = [
    ...(assignments ?? []).map((assignment) => ({
      key: `assignment-${assignment.id}`,
      icon: ClipboardList,
      title: wordsOf(assignment).title,
      detail: (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>
            {assignment.employee.first_name} {assignment.employee.last_name} · {assignment.branch.name} ·{' '}
            {dates.date(assignment.created_at)}
          </span>
          <Badge tone={STATUS_TONES[assignment.status]}>{translate(ADMIN_STATUS_LABELS[assignment.status])}</Badge>
        </span>
      ),
    })),
    ...(activeUsers !== null ? [{ key: 'users', icon: Users, title: translate(activeUsersLine(activeUsers)) }] : []),
    ...(goodsCount !== null ? [{ key: 'goods', icon: Boxes, title: translate(goodsManagedLine(goodsCount)) }] : []),
  ].slice(0, RECENT_ACTIVITY_MAX_ENTRIES);

  return (
    <Card as="section" aria-labelledby="recent-activity-title">
      <CardBody>
        <h2 id="recent-activity-title" className="text-lg font-semibold text-gray-900">
          {t('admin:dash.recentActivity')}
        </h2>
        {loading ? (
          <div role="status" aria-label={t('admin:dash.loadingActivity')} className="mt-4 space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="h-12 animate-pulse rounded-lg bg-gray-100" />
            ))}
          </div>
        ) : (
          <>
            {failed && (
              <p className="mt-4 text-sm text-gray-500">{translate(ADMIN_DASHBOARD_MESSAGES.activityFailed)}</p>
            )}
            {!failed && entries.length === 0 && (
              <p className="mt-4 text-sm text-gray-500">{t('admin:dash.noActivity')}</p>
            )}
            {entries.length > 0 && (
              <ul className="mt-4 divide-y divide-gray-100">
                {entries.map(({ key, icon: Icon, title, detail }) => (
                  <li key={key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0 text-sm">
                      <p className="font-medium text-gray-900">{title}</p>
                      {detail && <div className="mt-0.5 text-gray-500">{detail}</div>}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
