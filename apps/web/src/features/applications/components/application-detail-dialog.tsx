import {
  APPLICATION_FAILURE_MESSAGES,
  applicationSchema,
  canTransition,
  EMPLOYEE_NOTES_MAX_LENGTH,
  type Application,
  type ApplicationStatus,
  type ApprovalFields,
} from '@stockyard/domain';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField } from '../../../components/ui/field';
import { StaleNotice } from '../../../components/ui/stale-notice';
import { errorMessage } from '../../../lib/api-client';
import { useDraftState } from '../../../lib/form-draft';
import { translateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import {
  staleChanges,
  staleCurrent,
  staleEdit,
  type FieldChange,
  type ShownField,
  type StaleEdit,
} from '../../../lib/stale-version';
import { useReviewApplication } from '../api/review-application';
import { AgreementSummary } from './agreement-summary';
import { ApplicationDetailSections, DetailSection } from './application-detail-sections';
import { CustomerBalance } from './customer-balance';
import { ApproveDialog } from './approve-dialog';
import { ApplicationStatusBadge } from './application-status-badge';
import { DocumentButtons } from './document-buttons';
import { statusLabel } from './option-labels';
import { useFormatDate } from '../../../lib/dates';

type Action = { to: ApplicationStatus; label: string; variant: ButtonVariant };

const ACTIONS = [
  { to: 'under_review', label: 'applications:detail.markReview', variant: 'secondary' },
  { to: 'approved', label: 'applications:detail.approve', variant: 'primary' },
  { to: 'rejected', label: 'applications:detail.reject', variant: 'danger' },
] as const satisfies readonly Action[];

type ApplicationDetailDialogProps = {
  application: Application;
  onClose: () => void;
  /** Receives the stored record after a change, so the dialog shows what the server now holds. */
  onUpdated: (application: Application) => void;
};

/**
 * Spec 02 detail dialog. Only the transitions the domain allows are offered; the notes travel
 * with the status change when they are not empty. Mount with key={application.id}.
 */
export function ApplicationDetailDialog({ application, onClose, onUpdated }: ApplicationDetailDialogProps) {
  const dates = useFormatDate();
  const review = useReviewApplication();
  const { t } = useTranslation(['applications']);
  // The fields the changed-by-someone-else notice names, in the reader's language.
  const shownFields: readonly ShownField<Application>[] = [
    {
      key: 'status',
      label: t('applications:table.status'),
      format: (status) => translateMessage(statusLabel(status as ApplicationStatus)),
    },
    { key: 'employee_notes', label: t('applications:detail.notes') },
  ];
  // The notes being typed are kept (display.autoSave); a draft made before the application changed is dropped.
  const [{ notes }, setDraftNotes, draft] = useDraftState(
    { notes: application.employee_notes ?? '' },
    { name: `application-notes:${application.id}`, basis: application.version },
  );
  const [confirmReject, setConfirmReject] = useState(false);
  const [approving, setApproving] = useState(false);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [merged, setMerged] = useState<StaleEdit<{ employee_notes: string }> | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const actions = ACTIONS.filter((action) => canTransition(application.status, action.to));
  const decided = actions.length === 0;

  const change = (to: ApplicationStatus, approval: ApprovalFields = {}, onSent?: () => void) => {
    const trimmed = notes.trim();
    const decision = trimmed ? { status: to, employee_notes: trimmed } : { status: to };
    review.mutate(
      // The version shown: a decision on an application someone else changed meanwhile is refused.
      { id: application.id, review: { ...decision, ...approval, version: application.version } },
      {
        onSuccess: (updated) => {
          // The notes went with the decision: they are the application's now, no draft.
          draft.clear();
          onSent?.();
          setConfirmReject(false);
          setApproving(false);
          setChanges(null);
          onUpdated(updated);
          // The pressed button is gone now; focus goes to the new status instead of the page.
          window.requestAnimationFrame(() => statusRef.current?.focus());
          toast.success(
            t('applications:detail.statusUpdated', { status: translateMessage(statusLabel(updated.status)) }),
          );
        },
        onError: (error) => {
          setConfirmReject(false);
          const current = staleCurrent(error, applicationSchema);
          if (!current) return;
          // Show the application as stored, so the reviewer decides again on it; the notes they typed
          // stay unless someone else changed the notes too (see mergeStaleEdit).
          setApproving(false);
          review.reset();
          const edit = staleEdit(
            { employee_notes: application.employee_notes ?? '' },
            { employee_notes: notes },
            { employee_notes: current.employee_notes ?? '' },
          );
          setChanges(staleChanges(application, current, shownFields, edit));
          setMerged(edit);
          setDraftNotes({ notes: edit.values.employee_notes });
          onUpdated(current);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !review.isPending && onClose()}
      size="xl"
      title={t('applications:detail.title', { name: application.full_name })}
      description={t('applications:mine.submitted', { id: application.id, date: dates.date(application.created_at) })}
      footer={
        <div className="flex w-full flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={review.isPending}>
            {t('applications:detail.close')}
          </Button>
          {actions.map((action) => (
            <Button
              key={action.to}
              variant={action.variant}
              loading={review.isPending && review.variables?.review.status === action.to}
              disabled={review.isPending}
              onClick={() => {
                if (action.to === 'rejected') setConfirmReject(true);
                else if (action.to === 'approved') {
                  review.reset();
                  setApproving(true);
                } else change(action.to);
              }}
            >
              {t(action.label)}
            </Button>
          ))}
        </div>
      }
    >
      <div className="space-y-4">
        {changes && <StaleNotice changes={changes} merged={merged} onDismiss={() => setChanges(null)} />}
        {review.isError && !approving && (
          <Alert tone="error" onDismiss={() => review.reset()}>
            {errorMessage(review.error, APPLICATION_FAILURE_MESSAGES.update)}
          </Alert>
        )}
        <div
          ref={statusRef}
          tabIndex={-1}
          className="flex scroll-mt-4 flex-wrap items-center gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm focus:outline-none"
        >
          <span className="font-medium text-gray-700">{t('applications:detail.current')}</span>
          <ApplicationStatusBadge status={application.status} />
          {application.reviewed_at && (
            <span className="text-gray-600">
              {t('applications:detail.reviewed', { date: dates.dateTime(application.reviewed_at) })}
            </span>
          )}
        </div>
        {application.agreement && <AgreementSummary agreement={application.agreement} />}
        <CustomerBalance customerId={application.customer_id} />
        <ApplicationDetailSections application={application} />
        <DetailSection title={t('applications:detail.documents')}>
          <DocumentButtons application={application} />
        </DetailSection>
        <DraftNotice draft={draft} />
        <TextAreaField
          label={t('applications:detail.notes')}
          rows={3}
          value={notes}
          maxLength={EMPLOYEE_NOTES_MAX_LENGTH}
          readOnly={decided}
          onChange={(event) => setDraftNotes({ notes: event.target.value })}
          hint={decided ? t('applications:detail.decided') : t('applications:detail.notesSaved')}
        />
      </div>
      {approving && (
        <ApproveDialog
          application={application}
          busy={review.isPending}
          error={review.error}
          onCancel={() => setApproving(false)}
          onConfirm={(fields, onSent) => change('approved', fields, onSent)}
        />
      )}
      <ConfirmDialog
        open={confirmReject}
        onOpenChange={setConfirmReject}
        title={t('applications:detail.rejectTitle')}
        message={t('applications:detail.rejectMessage', { name: application.full_name })}
        confirmLabel={t('applications:detail.reject')}
        busy={review.isPending}
        onConfirm={() => change('rejected')}
      />
    </Dialog>
  );
}
