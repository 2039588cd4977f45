import { formatGoodValue, goodDisplayId, type CustomerGoodDetail } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMyGood } from '../api/get-my-good';
import { GoodStatusBadge } from './good-status-badge';
import { useFormatDate } from '../../../lib/dates';

/** One own good with its status history, newest change last. */
export function GoodDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const good = useMyGood(id);
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={id !== null ? `Good ${goodDisplayId(id)}` : 'Good'}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {good.isPending ? (
        <Spinner label="Loading good" />
      ) : good.isError ? (
        <Alert tone="error">{errorMessage(good.error, 'This good could not be loaded.')}</Alert>
      ) : (
        <GoodDetails good={good.data} />
      )}
    </Dialog>
  );
}

function GoodDetails({ good }: { good: CustomerGoodDetail }) {
  const dates = useFormatDate();
  const facts: [string, React.ReactNode][] = [
    ['Name', good.name],
    ['Category', good.category],
    ['Status', <GoodStatusBadge key="s" status={good.status} />],
    ['Value', formatGoodValue(good.value)],
    ['Branch', good.branch?.name ?? 'Not assigned yet'],
    ['Storage date', good.storage_date ?? 'Not set'],
    ['Storage end date', good.storage_end_date ?? 'Not set'],
    ['Description', good.description ?? '-'],
    ['Special instructions', good.special_instructions ?? '-'],
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-600">{label}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="status-history">
        <h3 id="status-history" className="mb-2 text-sm font-semibold text-gray-900">
          Status history
        </h3>
        {good.history.length === 0 && <p className="text-sm text-gray-600">No status changes recorded yet.</p>}
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
                  {entry.changed_by_name && <span className="text-gray-500"> by {entry.changed_by_name}</span>}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
