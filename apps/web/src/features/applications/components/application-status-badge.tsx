import type { ApplicationStatus } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { STATUS_TONES, statusLabel } from './option-labels';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}
