import { VERSION_MESSAGES } from '@stockyard/domain';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';
import { Fragment, type ReactNode } from 'react';
import { useVersionedRecord, type FieldChange, type ShownField, type StaleEdit } from '../../lib/stale-version';
import { Alert } from './alert';

type StaleNoticeProps = {
  changes: readonly FieldChange[];
  /** From a merged edit: the user's changes kept, and the fields both changed. */
  merged?: { kept: readonly string[]; conflicts: readonly string[] } | null;
  onDismiss?: () => void;
};

/**
 * Shown when a save was refused because someone else saved the record first: which shown fields
 * now hold other values (what the form had, what is stored, and the user's own value where both
 * changed it), and what the form holds now: the stored values with the user's other changes kept.
 */
export function StaleNotice({ changes, merged, onDismiss }: StaleNoticeProps) {
  const { t } = useTranslation(['common']);
  const translate = useTranslateMessage();
  return (
    <Alert tone="warning" title={translate(VERSION_MESSAGES.changedBySomeoneElse)} onDismiss={onDismiss}>
      <p>{translate(changes.length > 0 ? VERSION_MESSAGES.changedFieldsIntro : VERSION_MESSAGES.noVisibleChanges)}</p>
      {changes.length > 0 && (
        <ul className="mt-1 list-disc pl-5" aria-label={t('common:ui.changedFields')}>
          {changes.map((change) => (
            <li key={change.field}>
              <span className="font-medium">{change.label}</span>: {change.after}{' '}
              <span className="opacity-75">({t('common:ui.was', { value: change.before })})</span>
              {change.mine !== undefined && (
                <>
                  {' '}
                  <strong className="font-semibold" data-conflict>
                    {t('common:ui.yours', { value: change.mine })}
                  </strong>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1">{translate(nextStep(merged))}</p>
    </Alert>
  );
}

/** What the user does next: resolve the conflicts, check the kept changes, or apply the change again. */
function nextStep(merged: StaleNoticeProps['merged']): string {
  if (merged && merged.conflicts.length > 0) return VERSION_MESSAGES.conflicts;
  if (merged && merged.kept.length > 0) return VERSION_MESSAGES.kept;
  return VERSION_MESSAGES.reloaded;
}

type VersionedProps<T extends { version: number }> = {
  record: T;
  shown: readonly ShownField<T>[];
  /**
   * The form, given the record to edit, the values to start from after a merged stale save, what
   * to call when a save is refused as stale (with the user's edit merged, see staleEdit), and the notice.
   */
  children: (state: {
    record: T;
    values: Record<string, unknown> | undefined;
    onStale: (current: T, merged?: StaleEdit<object>) => void;
    notice: ReactNode;
  }) => ReactNode;
};

/**
 * An edit form made from the version opened. A save refused because someone else saved first brings
 * the stored record: the form starts again from it (remounted by its version), with the user's own
 * changes kept where the form merges them, under the notice.
 */
export function Versioned<T extends { version: number }>({ record, shown, children }: VersionedProps<T>) {
  const versioned = useVersionedRecord(record, shown);
  const notice = versioned.changes && (
    <StaleNotice changes={versioned.changes} merged={versioned.merged} onDismiss={versioned.dismiss} />
  );
  return (
    <Fragment key={versioned.record.version}>
      {children({ record: versioned.record, values: versioned.values, onStale: versioned.stale, notice })}
    </Fragment>
  );
}
