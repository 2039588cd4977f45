import { ROLE_LABELS, USER_STATUS_LABELS, type Role } from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'red', employee: 'blue', customer: 'green' };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}

export function UserStatusBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'gray'}>{USER_STATUS_LABELS[active ? 'active' : 'inactive']}</Badge>;
}
