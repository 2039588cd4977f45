import type { AgreementDetail, StorageLot } from '@stockyard/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FactList } from '../../../components/ui/fact-list';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useMoney } from '../../../lib/i18n/format';
import { useFormatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { useAgreementDetail, useCompleteIntake, useDecideExtension, useReleaseStep } from '../api/storage-api';
import { IntakeForm } from './intake-form';
import { LotsList } from './lots-list';
import { RateCorrectionDialog } from './rate-correction-dialog';
import { Timeline } from './timeline';
import { AgreementStatusBadge } from '../../../components/agreement-status-badge';

type Props = { agreementId: number | null; onClose: () => void };

/** Staff work on one agreement: record lots and complete the intake, move released lots out, decide extensions. */
export function AgreementWorkDialog({ agreementId, onClose }: Props) {
  const { t } = useTranslation(['storage']);
  const detail = useAgreementDetail(agreementId);
  return (
    <Dialog
      open={agreementId !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={
        detail.data
          ? t('storage:work.title', { id: detail.data.id, customer: detail.data.customer_name })
          : t('storage:work.loading')
      }
    >
      {detail.isPending ? (
        <Spinner label={t('storage:work.loading')} />
      ) : detail.isError ? (
        <Alert tone="error">{errorMessage(detail.error, t('storage:work.loadFailed'))}</Alert>
      ) : (
        <WorkBody agreement={detail.data} />
      )}
    </Dialog>
  );
}

function WorkBody({ agreement }: { agreement: AgreementDetail }) {
  const { t } = useTranslation(['storage']);
  const dates = useFormatDate();
  const complete = useCompleteIntake();
  const step = useReleaseStep();
  const decide = useDecideExtension();
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const isAdmin = useAuth().user?.role === 'admin';
  const money = useMoney(agreement.agreed_rate?.currency);
  const rate = agreement.agreed_rate;
  const awaiting = agreement.status === 'awaiting_intake' || agreement.status === 'reserved';
  const received = agreement.lots.filter((lot) => lot.status === 'pending').length;
  const pending = agreement.extensions.find((extension) => extension.status === 'pending');
  const failure = complete.error ?? step.error ?? decide.error;

  const releaseActions = (lot: StorageLot) => {
    if (lot.release_id === null || !['stored', 'in_transit'].includes(lot.status)) return null;
    return (
      <>
        {lot.status === 'stored' && (
          <Button
            size="sm"
            variant="secondary"
            loading={step.isPending}
            onClick={() => step.mutate({ id: agreement.id, lotId: lot.id, status: 'in_transit' })}
          >
            {t('storage:work.inTransit')}
          </Button>
        )}
        <Button
          size="sm"
          loading={step.isPending}
          onClick={() => step.mutate({ id: agreement.id, lotId: lot.id, status: 'delivered' })}
        >
          {t('storage:work.delivered')}
        </Button>
      </>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-gray-900">{agreement.branch_name}</p>
        <AgreementStatusBadge status={agreement.status} />
      </div>
      <FactList
        className="grid-cols-1 sm:grid-cols-[auto_1fr]"
        facts={[
          [t('storage:card.space'), t('storage:card.units', { count: agreement.volume })],
          [t('storage:card.start'), dates.date(agreement.start_date)],
          [t('storage:card.end'), dates.date(agreement.end_date)],
          ...(rate
            ? [
                [
                  t('storage:work.agreedRate'),
                  t('storage:work.rateValue', { unit: money(rate.unit_rate), monthly: money(rate.monthly_rent) }),
                ] as const,
              ]
            : []),
          ...agreement.releases.map(
            (release) =>
              [
                t('storage:work.release', { id: release.id }),
                release.method === 'pickup'
                  ? t('storage:work.pickupOn', { date: dates.date(release.date) })
                  : t('storage:work.deliveryOn', { date: dates.date(release.date), address: release.address ?? '' }),
              ] as const,
          ),
        ]}
      />
      {isAdmin && rate && agreement.status !== 'cancelled' && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setCorrecting(true)}>
            {t('storage:work.correctRate')}
          </Button>
          <RateCorrectionDialog agreement={agreement} open={correcting} onOpenChange={setCorrecting} />
        </div>
      )}
      {failure && <Alert tone="error">{errorMessage(failure, t('storage:work.failed'))}</Alert>}
      {pending && (
        <Alert tone="info">
          <p>{t('storage:work.extensionAsked', { date: dates.date(pending.requested_end_date) })}</p>
          <div className="mt-2 flex gap-2">
            <Button
              size="sm"
              loading={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: agreement.id, extensionId: pending.id, accept: true },
                  { onSuccess: () => toast.success(t('storage:work.extensionAccepted')) },
                )
              }
            >
              {t('storage:work.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: agreement.id, extensionId: pending.id, accept: false })}
            >
              {t('storage:work.decline')}
            </Button>
          </div>
        </Alert>
      )}
      <LotsList agreementId={agreement.id} lots={agreement.lots} actions={releaseActions} />
      {awaiting && <IntakeForm agreement={agreement} />}
      {awaiting && (
        <Button onClick={() => setConfirming(true)} disabled={received === 0}>
          {t('storage:work.completeIntake', { count: received })}
        </Button>
      )}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-gray-900">{t('storage:timeline.title')}</h3>
        <Timeline events={agreement.timeline} />
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title={t('storage:work.completeTitle')}
        message={t('storage:work.completeMessage', { count: received, units: agreement.volume })}
        confirmLabel={t('storage:work.completeConfirm')}
        busy={complete.isPending}
        onConfirm={() =>
          complete.mutate(
            { id: agreement.id, version: agreement.version },
            { onSuccess: () => toast.success(t('storage:work.intakeDone')), onSettled: () => setConfirming(false) },
          )
        }
      />
    </div>
  );
}
