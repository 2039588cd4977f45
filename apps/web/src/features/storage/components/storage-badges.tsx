import { goodStatusLabel, goodStatusTone, type AgreementStatus } from '@stockyard/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

const TONES: Record<AgreementStatus, BadgeTone> = {
  reserved: 'blue',
  awaiting_intake: 'amber',
  active: 'green',
  release_requested: 'orange',
  closed: 'gray',
  cancelled: 'red',
};

const LABELS = {
  reserved: 'storage:status.reserved',
  awaiting_intake: 'storage:status.awaiting_intake',
  active: 'storage:status.active',
  release_requested: 'storage:status.release_requested',
  closed: 'storage:status.closed',
  cancelled: 'storage:status.cancelled',
} as const satisfies Record<AgreementStatus, string>;

export function AgreementBadge({ status }: { status: AgreementStatus }) {
  const { t } = useTranslation(['storage']);
  return <Badge tone={TONES[status]}>{t(LABELS[status])}</Badge>;
}

export function LotStatusBadge({ status }: { status: string }) {
  const translate = useTranslateMessage();
  return <Badge tone={goodStatusTone(status)}>{translate(goodStatusLabel(status))}</Badge>;
}
