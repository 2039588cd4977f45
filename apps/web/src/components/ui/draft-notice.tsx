import type { ReactNode } from 'react';
import { useFormatDate } from '../../lib/dates';
import type { FormDraft } from '../../lib/form-draft';
import { useTranslation } from '../../lib/i18n/react';
import { Alert } from './alert';
import { Button } from './button';

/** Says that a kept draft was put back into the form (display.autoSave), with the way to drop it. */
export function DraftNotice({
  draft,
  children,
  className,
}: {
  draft: FormDraft;
  children?: ReactNode;
  className?: string;
}) {
  const format = useFormatDate();
  const { t } = useTranslation(['common']);
  if (!draft.restored) return null;
  return (
    <Alert
      tone="info"
      className={className}
      title={t('common:ui.draftRestored')}
      action={
        <Button variant="secondary" size="sm" onClick={draft.discard}>
          {t('common:ui.discardDraft')}
        </Button>
      }
    >
      {draft.restoredAt
        ? t('common:ui.draftTextKept', { time: format.dateTime(draft.restoredAt) })
        : t('common:ui.draftText')}
      {children}
    </Alert>
  );
}
