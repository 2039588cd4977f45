import type { ApplicationStatus } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { STATUS_TONES, statusLabel } from './option-labels';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const translate = useTranslateMessage();
  return <Badge tone={STATUS_TONES[status]}>{translate(statusLabel(status))}</Badge>;
}
