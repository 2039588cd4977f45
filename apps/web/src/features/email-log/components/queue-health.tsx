import { OUTBOX_STUCK_AFTER_MINUTES, type OutboxQueueHealth } from '@stockyard/domain';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Send from 'lucide-react/icons/send';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useRequeueAll } from '../api/requeue-messages';

/**
 * How the delivery queue is doing (from the log the server keeps), with the two bulk actions: send
 * every pending message now (after the mail settings were fixed) and resend every failed one.
 */
export function QueueHealth({ queue }: { queue: OutboxQueueHealth }) {
  const { t } = useTranslation(['admin']);
  const { number } = useNumberFormats();
  const requeue = useRequeueAll();
  const run = (status: 'failed' | 'pending') =>
    requeue.mutate(status, {
      onSuccess: (result) => toast.success(t('admin:emailLog.bulkQueued', { count: number(result.queued) })),
      onError: (error) => toast.error(errorMessage(error, t('admin:emailLog.resendFailed'))),
    });
  const oldestMinutes =
    queue.oldest_pending_seconds === null ? null : Math.max(1, Math.round(queue.oldest_pending_seconds / 60));
  return (
    <section
      aria-label={t('admin:emailLog.queueTitle')}
      data-testid="email-queue-health"
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm"
    >
      <p className="text-gray-700">
        {t('admin:emailLog.queuePending', { count: number(queue.pending) })}
        {oldestMinutes !== null && (
          <span className="text-gray-500">
            {' '}
            · {t('admin:emailLog.queueOldest', { minutes: number(oldestMinutes) })}
          </span>
        )}
      </p>
      {queue.stuck_jobs > 0 && (
        <p role="alert" className="font-medium text-red-700">
          {t('admin:emailLog.queueStuck', {
            count: number(queue.stuck_jobs),
            minutes: number(OUTBOX_STUCK_AFTER_MINUTES),
          })}
        </p>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={queue.pending === 0}
          loading={requeue.isPending && requeue.variables === 'pending'}
          onClick={() => run('pending')}
        >
          <Send aria-hidden="true" className="size-4" />
          {t('admin:emailLog.sendAllPending')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={requeue.isPending && requeue.variables === 'failed'}
          onClick={() => run('failed')}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('admin:emailLog.resendAllFailed')}
        </Button>
      </div>
    </section>
  );
}
