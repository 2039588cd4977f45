import type { StorageLot } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { LotPhoto } from './lot-photo';
import { LotStatusBadge } from './storage-badges';

type Props = { agreementId: number; lots: StorageLot[]; actions?: (lot: StorageLot) => ReactNode };

/** The agreement's lots: their photo, what, how many pieces, where in the branch, and their status. */
export function LotsList({ agreementId, lots, actions }: Props) {
  const { t } = useTranslation(['storage']);
  const translate = useTranslateMessage();
  if (lots.length === 0) return <p className="text-sm text-gray-500">{t('storage:lots.empty')}</p>;
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label={t('storage:lots.title')}>
      {lots.map((lot) => (
        <li key={lot.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm" data-lot={lot.name}>
          <div className="flex min-w-0 items-center gap-3">
            {lot.has_photo && <LotPhoto agreementId={agreementId} lot={lot} />}
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{lot.name}</p>
              <p className="text-xs text-gray-500">
                {translate(lot.category)} · {t('storage:lots.pieces', { count: lot.pieces ?? 1 })}
                {lot.condition_note ? ` · ${lot.condition_note}` : ''}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded bg-gray-100 px-2 py-0.5 font-mono text-xs text-gray-700">
              {t('storage:lots.location', { code: lot.location_code ?? '—' })}
            </span>
            <LotStatusBadge status={lot.status} />
            {actions?.(lot)}
          </div>
        </li>
      ))}
    </ul>
  );
}
