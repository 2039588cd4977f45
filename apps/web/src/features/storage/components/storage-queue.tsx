import Inbox from 'lucide-react/icons/inbox';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { CardSkeletons } from '../../../components/ui/card-skeletons';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { useAllBranches } from '../../../resources/branches';
import { useQueue } from '../api/storage-api';
import type { QueueItem, QueueKind } from '@stockyard/domain';
import type { ReactNode } from 'react';
import type { BadgeTone } from '../../../components/ui/badge';
import { AgreementWorkDialog } from './agreement-work-dialog';

const KIND_TONES: Record<QueueKind, BadgeTone> = { intake: 'amber', release: 'orange', extension: 'blue' };
const KIND_LABELS = {
  intake: 'storage:queue.intake',
  release: 'storage:queue.release',
  extension: 'storage:queue.extension',
} as const satisfies Record<QueueKind, string>;

type Props = {
  /** Shown on a release request's card: the customer's balance (the billing feature's, given by the route). */
  releaseExtra?: (item: QueueItem) => ReactNode;
};

/** Open intakes and releases, soonest due first, with a branch filter. */
export function StorageQueue({ releaseExtra }: Props) {
  const { t } = useTranslation(['storage']);
  const dates = useFormatDate();
  const branches = useAllBranches();
  const [branchId, setBranchId] = useState('');
  const [kind, setKind] = useState<'' | QueueKind>('');
  const queue = useQueue({ branchId: branchId ? Number(branchId) : undefined, kind: kind || undefined });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t('storage:queue.title')} description={t('storage:queue.description')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={t('storage:queue.branch')}
          placeholder={t('storage:queue.allBranches')}
          options={(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name }))}
          value={branchId}
          onChange={(event) => setBranchId(event.target.value)}
        />
        <SelectField
          label={t('storage:queue.kind')}
          placeholder={t('storage:queue.allKinds')}
          options={[
            { value: 'intake', label: t('storage:queue.intake') },
            { value: 'release', label: t('storage:queue.release') },
            { value: 'extension', label: t('storage:queue.extension') },
          ]}
          value={kind}
          onChange={(event) => setKind(event.target.value as '' | QueueKind)}
        />
      </div>
      {queue.isPending ? (
        <CardSkeletons
          label={t('storage:queue.loading')}
          count={3}
          className="grid gap-3"
          bars={['h-5 w-1/2', 'h-4 w-1/3']}
        />
      ) : queue.isError ? (
        <LoadError query={queue} title={t('storage:queue.loadFailed')} />
      ) : queue.data.length === 0 ? (
        <EmptyState icon={Inbox} title={t('storage:queue.empty')} />
      ) : (
        <ul className="grid gap-3" aria-label={t('storage:queue.title')}>
          {queue.data.map((item) => (
            <li key={`${item.kind}-${item.assignment_id ?? item.agreement_id}`}>
              <Card>
                <CardBody className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone={KIND_TONES[item.kind]}>{t(KIND_LABELS[item.kind])}</Badge>
                      <p className="font-medium text-gray-900">{item.customer_name}</p>
                    </div>
                    <p className="text-sm text-gray-600">
                      {item.kind === 'extension'
                        ? t('storage:queue.extensionLine', {
                            branch: item.branch_name,
                            end: dates.dueDate(item.due_date),
                          })
                        : t('storage:queue.line', {
                            branch: item.branch_name,
                            due: dates.dueDate(item.due_date),
                            employee: item.employee_name,
                          })}
                    </p>
                    <p className="text-xs text-gray-500">
                      {t('storage:card.units', { count: item.volume })} ·{' '}
                      {t('storage:queue.lots', { count: item.lots })}
                    </p>
                    {item.kind === 'release' && releaseExtra?.(item)}
                  </div>
                  <Button onClick={() => setOpen(item.agreement_id)}>{t('storage:queue.open')}</Button>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <AgreementWorkDialog agreementId={open} onClose={() => setOpen(null)} />
    </>
  );
}
