import type { ReactNode } from 'react';
import { useFormatDate } from '../../lib/dates';
import type { FormDraft } from '../../lib/form-draft';
import { Alert } from './alert';
import { Button } from './button';

/** Says that a kept draft was put back into the form (display.autoSave), with the way to drop it. */
export function DraftNotice({ draft, children }: { draft: FormDraft; children?: ReactNode }) {
  const format = useFormatDate();
  if (!draft.restored) return null;
  return (
    <Alert
      tone="info"
      title="Draft restored"
      action={
        <Button variant="secondary" size="sm" onClick={draft.discard}>
          Discard draft
        </Button>
      }
    >
      What you typed{draft.restoredAt ? ` (last kept ${format.dateTime(draft.restoredAt)})` : ''} is back in the form.
      It is kept in this browser until you send the form or discard it.
      {children}
    </Alert>
  );
}
