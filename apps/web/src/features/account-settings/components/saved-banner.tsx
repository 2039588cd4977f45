import { SETTINGS_SAVED_MESSAGE } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { useTranslateMessage } from '../../../lib/i18n/messages';

/** 'Settings saved successfully!' while visible (use-saved-banner keeps it for 3 seconds). */
export function SavedBanner({ visible }: { visible: boolean }) {
  const translate = useTranslateMessage();
  if (!visible) return null;
  return (
    <Alert tone="success" className="mb-6">
      {translate(SETTINGS_SAVED_MESSAGE)}
    </Alert>
  );
}
