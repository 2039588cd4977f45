import { goodStatusLabel, goodStatusTone } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';

/** A good's status in its colour; any spelling of a status gets the same label and colour. */
export function GoodStatusBadge({ status }: { status: string }) {
  const translate = useTranslateMessage();
  return <Badge tone={goodStatusTone(status)}>{translate(goodStatusLabel(status))}</Badge>;
}
