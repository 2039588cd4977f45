import { goodStatusLabel, goodStatusTone } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';

export function LotStatusBadge({ status }: { status: string }) {
  const translate = useTranslateMessage();
  return <Badge tone={goodStatusTone(status)}>{translate(goodStatusLabel(status))}</Badge>;
}
