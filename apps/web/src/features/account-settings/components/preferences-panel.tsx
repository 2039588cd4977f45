import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { SectionCard } from './section-card';

type PreferencesPanelProps = {
  title: string;
  description?: string;
  failureMessage: string;
  draft: { save: () => void; saving: boolean; failure: string | null; clearFailure: () => void };
  children: ReactNode;
};

/** A preferences tab: its fields and the Save Changes button, with the failure shown above the fields. */
export function PreferencesPanel({ title, description, failureMessage, draft, children }: PreferencesPanelProps) {
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  return (
    <SectionCard
      title={title}
      description={description}
      footer={
        <Button onClick={draft.save} loading={draft.saving}>
          {t('settings:save')}
        </Button>
      }
    >
      {draft.failure !== null && (
        <Alert tone="error" title={translate(failureMessage)} className="mb-5" onDismiss={draft.clearFailure}>
          {draft.failure ? translate(draft.failure) : undefined}
        </Alert>
      )}
      {children}
    </SectionCard>
  );
}
