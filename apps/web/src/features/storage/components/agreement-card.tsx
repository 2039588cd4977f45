import { isCancellable, type AgreementDetail } from '@stockyard/domain';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FactList } from '../../../components/ui/fact-list';
import { errorMessage } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useCancelStorage } from '../api/storage-api';
import { ExtendDialog } from './extend-dialog';
import { LotsList } from './lots-list';
import { ReleaseDialog } from './release-dialog';
import { Timeline } from './timeline';
import { AgreementStatusBadge } from '../../../components/agreement-status-badge';

const OPEN = ['reserved', 'awaiting_intake', 'active', 'release_requested'];

/** One agreement on My storage: where, how much, until when, its lots and its story, and what the customer may do. */
export function AgreementCard({ agreement }: { agreement: AgreementDetail }) {
  const { t } = useTranslation(['storage']);
  const dates = useFormatDate();
  const cancel = useCancelStorage();
  const [dialog, setDialog] = useState<'release' | 'extend' | 'cancel' | null>(null);
  // After a request or a cancellation the button that opened its dialog may be gone (no lot left to
  // release, an extension pending), and focus would fall to the page: it goes to this card's
  // heading instead, the start of what changed (its status, lots and timeline).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultFocus = () => headingRef.current;
  const cancelled = useRef(false);
  const releasable = agreement.lots.some((lot) => lot.status === 'stored' && lot.release_id === null);
  const pending = agreement.extensions.find((extension) => extension.status === 'pending');
  const canRelease = ['active', 'release_requested'].includes(agreement.status) && releasable;
  const canExtend = OPEN.includes(agreement.status) && !pending;
  return (
    <Card as="article" aria-labelledby={`agreement-${agreement.id}`} data-agreement={agreement.id}>
      <CardBody className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2
              ref={headingRef}
              id={`agreement-${agreement.id}`}
              tabIndex={-1}
              className="text-lg font-semibold text-gray-900 focus:outline-none"
            >
              {agreement.branch_name}
            </h2>
            <p className="text-sm text-gray-500">{t('storage:card.application', { id: agreement.application_id })}</p>
          </div>
          <AgreementStatusBadge status={agreement.status} />
        </div>
        <FactList
          className="grid-cols-1 sm:grid-cols-[auto_1fr]"
          facts={[
            [t('storage:card.address'), agreement.branch_location],
            [
              t('storage:card.space'),
              ['closed', 'cancelled'].includes(agreement.status)
                ? t('storage:card.spaceReleased')
                : t('storage:card.units', { count: agreement.volume }),
            ],
            [t('storage:card.start'), dates.date(agreement.start_date)],
            [t('storage:card.end'), dates.date(agreement.end_date)],
          ]}
        />
        {pending && (
          <Alert tone="info">
            {t('storage:card.extensionPending', { date: dates.date(pending.requested_end_date) })}
          </Alert>
        )}
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-900">{t('storage:lots.title')}</h3>
          <LotsList agreementId={agreement.id} lots={agreement.lots} />
        </section>
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-900">{t('storage:timeline.title')}</h3>
          <Timeline events={agreement.timeline} />
        </section>
        {cancel.isError && <Alert tone="error">{errorMessage(cancel.error, t('storage:card.cancelFailed'))}</Alert>}
        <div className="flex flex-wrap gap-2">
          {canRelease && <Button onClick={() => setDialog('release')}>{t('storage:card.requestRelease')}</Button>}
          {canExtend && (
            <Button variant="secondary" onClick={() => setDialog('extend')}>
              {t('storage:card.extend')}
            </Button>
          )}
          {isCancellable(agreement.status) && (
            <Button variant="danger" onClick={() => setDialog('cancel')}>
              {t('storage:card.cancel')}
            </Button>
          )}
        </div>
      </CardBody>
      {canRelease && (
        <ReleaseDialog
          agreement={agreement}
          open={dialog === 'release'}
          onOpenChange={(open) => setDialog(open ? 'release' : null)}
          resultFocus={resultFocus}
        />
      )}
      {canExtend && (
        <ExtendDialog
          agreement={agreement}
          open={dialog === 'extend'}
          onOpenChange={(open) => setDialog(open ? 'extend' : null)}
          resultFocus={resultFocus}
        />
      )}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t('storage:card.cancelTitle')}
        message={t('storage:card.cancelMessage', { branch: agreement.branch_name })}
        confirmLabel={t('storage:card.cancel')}
        busy={cancel.isPending}
        closeFocus={() => {
          if (!cancelled.current) return null;
          cancelled.current = false;
          return resultFocus();
        }}
        onConfirm={() =>
          cancel.mutate(agreement, {
            onSuccess: () => {
              cancelled.current = true;
              toast.success(t('storage:card.cancelled'));
            },
            onSettled: () => setDialog(null),
          })
        }
      />
    </Card>
  );
}
