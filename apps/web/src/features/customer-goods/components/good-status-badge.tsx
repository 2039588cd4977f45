import { goodStatusLabel, goodStatusTone } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';

/** A good's status in its colour; any spelling of a status gets the same label and colour. */
export function GoodStatusBadge({ status }: { status: string }) {
  return <Badge tone={goodStatusTone(status)}>{goodStatusLabel(status)}</Badge>;
}
