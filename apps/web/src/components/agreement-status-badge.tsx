import type { AgreementStatus } from '@stockyard/domain';
import { useTranslation } from '../lib/i18n/react';
import { Badge, type BadgeTone } from './ui/badge';

const TONES: Record<AgreementStatus, BadgeTone> = {
  reserved: 'blue',
  awaiting_intake: 'amber',
  active: 'green',
  release_requested: 'orange',
  closed: 'gray',
  cancelled: 'red',
};

const LABELS = {
  reserved: 'common:agreementStatus.reserved',
  awaiting_intake: 'common:agreementStatus.awaiting_intake',
  active: 'common:agreementStatus.active',
  release_requested: 'common:agreementStatus.release_requested',
  closed: 'common:agreementStatus.closed',
  cancelled: 'common:agreementStatus.cancelled',
} as const satisfies Record<AgreementStatus, string>;

/** A storage agreement's status, the same words and colours for customers and staff. */
export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  const { t } = useTranslation(['common']);
  return <Badge tone={TONES[status]}>{t(LABELS[status])}</Badge>;
}
