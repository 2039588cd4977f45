import { VERSION_MESSAGES } from '@stockyard/domain';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';
import { Fragment, type ReactNode } from 'react';
import { useVersionedRecord, type FieldChange, type ShownField } from '../../lib/stale-version';
import { Alert } from './alert';

type StaleNoticeProps = { changes: readonly FieldChange[]; onDismiss?: () => void };

/**
 * Shown when a save was refused because someone else saved the record first: which shown fields
 * now hold other values (what the form had, what is stored), and that the form shows the stored ones.
 */
export function StaleNotice({ changes, onDismiss }: StaleNoticeProps) {
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
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1">{translate(VERSION_MESSAGES.reloaded)}</p>
    </Alert>
  );
}

type VersionedProps<T extends { version: number }> = {
  record: T;
  shown: readonly ShownField<T>[];
  /** The form, given the record to edit, what to call when a save is refused as stale, and the notice. */
  children: (state: { record: T; onStale: (current: T) => void; notice: ReactNode }) => ReactNode;
};

/**
 * An edit form made from the version opened. A save refused because someone else saved first brings
 * the stored record: the form starts again from it (remounted by its version) under the notice.
 */
export function Versioned<T extends { version: number }>({ record, shown, children }: VersionedProps<T>) {
  const versioned = useVersionedRecord(record, shown);
  const notice = versioned.changes && <StaleNotice changes={versioned.changes} onDismiss={versioned.dismiss} />;
  return (
    <Fragment key={versioned.record.version}>
      {children({ record: versioned.record, onStale: versioned.stale, notice })}
    </Fragment>
  );
}
