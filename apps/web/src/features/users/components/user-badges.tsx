import { ROLE_LABELS, USER_STATUS_LABELS, type Role } from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'red', employee: 'blue', customer: 'green' };

export function RoleBadge({ role }: { role: Role }) {
  const translate = useTranslateMessage();
  return <Badge tone={ROLE_TONES[role]}>{translate(ROLE_LABELS[role])}</Badge>;
}

export function UserStatusBadge({ active }: { active: boolean }) {
  const translate = useTranslateMessage();
  return (
    <Badge tone={active ? 'green' : 'gray'}>{translate(USER_STATUS_LABELS[active ? 'active' : 'inactive'])}</Badge>
  );
}
