import type { Count, CountReview, CountReviewLine } from '@stockyard/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useAcceptCount, useRecount } from '../api/count-writes';
import { useCountReview } from '../api/get-count';

const signed = (value: number, format: (value: number) => string) => (value > 0 ? `+${format(value)}` : format(value));

/** The reviewer's view: each line's variance in units and value; accept (posts them) or send lines back. */
export function ReviewPanel({ count }: { count: Count }) {
  const { t } = useTranslation(['counts']);
  const query = useCountReview(count.id, count.status !== 'counting');
  if (query.isPending) return <Spinner label={t('counts:review.loading')} />;
  if (query.isError) return <LoadError query={query} fallback={t('counts:review.loadError')} />;
  return <ReviewBody review={query.data} />;
}

function ReviewBody({ review }: { review: CountReview }) {
  const { t } = useTranslation(['counts']);
  const formats = useSiteNumberFormats();
  const { count } = review;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptCount(count.id);
  const recount = useRecount(count.id);
  const open = count.status === 'review';
  const busy = accept.isPending || recount.isPending;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const doAccept = async () => {
    try {
      await accept.mutateAsync({ version: count.version });
      toast.success(t('counts:review.accepted', { reference: count.reference }));
    } catch (error) {
      toast.error(errorMessage(error, t('counts:sheet.failed')));
    }
    setConfirming(false);
  };

  const doRecount = async () => {
    try {
      await recount.mutateAsync({ lineIds: [...selected], version: count.version });
      toast.success(t('counts:review.recountSent'));
    } catch (error) {
      toast.error(errorMessage(error, t('counts:sheet.failed')));
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={t('counts:review.linesWithVariance', { count: review.totals.lines_with_variance })}>
          {formats.number(review.totals.lines_with_variance)}
        </Figure>
        <Figure label={t('counts:review.units')}>{signed(review.totals.units, formats.number)}</Figure>
        <Figure label={t('counts:review.netValue')}>{signed(review.totals.value, formats.money)}</Figure>
      </div>
      {open && review.needs_admin && (
        <Alert tone="warning" title={t('counts:review.needsAdmin')}>
          {t('counts:review.needsAdminText', { threshold: formats.money(review.admin_threshold) })}
        </Alert>
      )}
      {count.status === 'accepted' && (
        <Alert tone="success">{t('counts:review.posted', { reference: count.reference })}</Alert>
      )}
      {count.status === 'cancelled' && <Alert tone="info">{t('counts:review.cancelledText')}</Alert>}
      {review.totals.lines_with_variance === 0 && (
        <p className="text-sm text-gray-600">{t('counts:review.noVariance')}</p>
      )}
      <section aria-labelledby="variances-title">
        <h2 id="variances-title" className="mb-2 text-lg font-semibold text-gray-900">
          {t('counts:review.title')}
        </h2>
        {open && <p className="mb-2 text-sm text-gray-600">{t('counts:review.recountHint')}</p>}
        <ul className="space-y-2">
          {review.lines.map((line) => (
            <VarianceRow
              key={line.id}
              line={line}
              selectable={open}
              open={open}
              selected={selected.has(line.id)}
              onToggle={() => toggle(line.id)}
            />
          ))}
        </ul>
      </section>
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button size="lg" onClick={() => setConfirming(true)} disabled={!review.can_accept || busy}>
            {t('counts:review.accept')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => void doRecount()} disabled={selected.size === 0 || busy}>
            {t('counts:review.recount')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('counts:review.acceptTitle')}
        message={t('counts:review.acceptText', { reference: count.reference })}
        confirmLabel={t('counts:review.accept')}
        tone="primary"
        busy={accept.isPending}
        onConfirm={() => void doAccept()}
      />
    </div>
  );
}

function Figure({ label, children }: { label: string; children: string }) {
  return (
    <Card>
      <CardBody className="py-3">
        <p className="text-sm text-gray-600">{label}</p>
        <p className="text-2xl font-semibold text-gray-900">{children}</p>
      </CardBody>
    </Card>
  );
}

function VarianceRow({
  line,
  selectable,
  open,
  selected,
  onToggle,
}: {
  line: CountReviewLine;
  selectable: boolean;
  /** "Needs an admin" is a question for the review; once accepted or cancelled it is answered. */
  open: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(['counts']);
  const formats = useSiteNumberFormats();
  const tone = line.variance < 0 ? 'text-red-700' : line.variance > 0 ? 'text-green-700' : 'text-gray-700';
  const facts: [string, string][] = [
    [t('counts:review.system'), line.system_quantity === null ? '—' : formats.number(line.system_quantity)],
    [t('counts:review.counted'), line.counted_quantity === null ? '—' : formats.number(line.counted_quantity)],
    [t('counts:review.variance'), signed(line.variance, formats.number)],
    [t('counts:review.value'), signed(line.variance_value, formats.money)],
  ];
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-3 shadow-sm',
        line.variance === 0 ? 'border-gray-200' : 'border-amber-300',
      )}
    >
      <div className="flex items-start gap-3">
        {selectable && (
          <input
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            aria-label={t('counts:review.select', { name: line.item_name })}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words text-gray-900">{line.item_name}</p>
            {open && line.needs_admin && <Badge tone="red">{t('counts:review.needsAdmin')}</Badge>}
          </div>
          {line.sku && <p className="text-sm text-gray-600">{t('counts:sheet.sku', { sku: line.sku })}</p>}
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {facts.map(([label, value], index) => (
              <div key={label} className="flex justify-between gap-2 sm:block">
                <dt className="text-gray-600">{label}</dt>
                <dd className={cn('font-medium', index >= 2 ? tone : 'text-gray-900')}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </li>
  );
}
