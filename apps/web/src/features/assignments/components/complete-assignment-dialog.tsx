import { actualHoursField, type Assignment } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextField } from '../../../components/ui/field';
import { useDraftState } from '../../../lib/form-draft';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useAssignmentWords } from '../../../lib/use-assignment-words';

type CompleteAssignmentDialogProps = {
  assignment: Assignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The hours to log, or null when the field is left empty; `onSent` once the completion is stored. */
  onComplete: (actualHours: number | null, onSent: () => void) => void;
};

/**
 * The completion form: asks for the hours actually spent (optional, in tenths of an hour),
 * checked with the server's own rule (actualHoursField) before it is sent.
 */
export function CompleteAssignmentDialog({
  assignment,
  open,
  onOpenChange,
  busy,
  onComplete,
}: CompleteAssignmentDialogProps) {
  const { t } = useTranslation(['assignments', 'common']);
  const wordsOf = useAssignmentWords();
  const translate = useTranslateMessage();
  // Kept while typing (display.autoSave); a draft made before the assignment changed is dropped.
  const [{ hours }, change, draft] = useDraftState(
    { hours: assignment.actual_hours === null ? '' : String(assignment.actual_hours) },
    { name: `assignment-complete:${assignment.id}`, basis: assignment.version },
  );
  const [error, setError] = useState<string | undefined>();
  const formId = `complete-assignment-${assignment.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = hours.trim().replace(',', '.');
    if (text === '') return onComplete(null, draft.clear);
    const parsed = actualHoursField.safeParse(Number(text));
    if (!parsed.success) return setError(translate(parsed.error.issues[0]!.message));
    setError(undefined);
    onComplete(parsed.data, draft.clear);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('assignments:complete.title')}
      description={t('assignments:complete.description', { task: wordsOf(assignment).title })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} className="bg-green-700 hover:bg-green-800">
            {t('assignments:complete.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <DraftNotice draft={draft} />
        <TextField
          label={t('assignments:complete.hours')}
          hint={t('assignments:complete.hoursHint')}
          optional
          inputMode="decimal"
          autoComplete="off"
          value={hours}
          error={error}
          onChange={(event) => change({ hours: event.target.value })}
        />
      </form>
    </Dialog>
  );
}
