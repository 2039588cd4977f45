import { goodStatusLabel, type AgreementStatus, type ResolvedLocation, type ResolvedLot } from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FactList, type Fact } from '../../../components/ui/fact-list';
import { useFormatDate } from '../../../lib/dates';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import type { ScanOutcome } from './use-scan-lookup';

type Props = {
  outcome: ScanOutcome | null;
  onClose: () => void;
  /** Opens another record by its label code (a lot or item listed at a location). */
  onCode: (code: string) => void;
};

/** What a scanned lot or location label names: the lot with its owner and agreement, or a location's contents. */
export function ScanResultDialog({ outcome, onClose, onCode }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const title = !outcome
    ? ''
    : outcome.kind === 'lot'
      ? outcome.name
      : t('inventory:scanResult.locationTitle', { code: outcome.location_code });
  return (
    <Dialog
      open={outcome !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={outcome ? `${outcome.code} · ${outcome.branch?.name ?? t('inventory:scanResult.noBranch')}` : ''}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common:ui.close')}
        </Button>
      }
    >
      {outcome?.kind === 'lot' && <LotFacts lot={outcome} />}
      {outcome?.kind === 'location' && <LocationContents location={outcome} onCode={onCode} />}
    </Dialog>
  );
}

const AGREEMENT_STATUS_KEYS: Record<string, `inventory:scanResult.agreementStatus.${AgreementStatus}`> = {
  reserved: 'inventory:scanResult.agreementStatus.reserved',
  awaiting_intake: 'inventory:scanResult.agreementStatus.awaiting_intake',
  active: 'inventory:scanResult.agreementStatus.active',
  release_requested: 'inventory:scanResult.agreementStatus.release_requested',
  closed: 'inventory:scanResult.agreementStatus.closed',
  cancelled: 'inventory:scanResult.agreementStatus.cancelled',
};

function LotFacts({ lot }: { lot: ResolvedLot }) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const dates = useFormatDate();
  const { number } = useNumberFormats();
  const none = t('inventory:scanResult.none');
  const agreement = lot.agreement;
  const statusKey = agreement ? AGREEMENT_STATUS_KEYS[agreement.status] : undefined;
  const agreementStatus = statusKey ? t(statusKey) : (agreement?.status ?? '');
  const facts: Fact[] = [
    [t('inventory:scanResult.status'), translate(goodStatusLabel(lot.status))],
    [
      t('inventory:scanResult.owner'),
      lot.owner ? (
        <>
          {lot.owner.name}
          <span className="block text-gray-600">{lot.owner.email}</span>
        </>
      ) : (
        none
      ),
    ],
    [
      t('inventory:scanResult.agreement'),
      agreement ? (
        <>
          {t('inventory:scanResult.agreementNumber', { id: agreement.id })} · {agreementStatus}
          {agreement.start_date && agreement.end_date && (
            <span className="block text-gray-600">
              {dates.date(agreement.start_date)} – {dates.date(agreement.end_date)}
            </span>
          )}
        </>
      ) : (
        none
      ),
    ],
    [t('inventory:scanResult.location'), lot.location ? <span className="font-mono">{lot.location.code}</span> : none],
    [t('inventory:scanResult.pieces'), lot.pieces === null ? none : number(lot.pieces)],
  ];
  return <FactList facts={facts} className="sm:grid-cols-[auto_1fr]" />;
}

function LocationContents({ location, onCode }: { location: ResolvedLocation; onCode: (code: string) => void }) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const { number } = useNumberFormats();
  const empty = location.lots_total === 0 && location.items_total === 0;
  return (
    <div className="space-y-4">
      {!location.is_active && <Badge tone="gray">{t('inventory:scanResult.inactive')}</Badge>}
      {empty && <p className="text-sm text-gray-600">{t('inventory:scanResult.emptyLocation')}</p>}
      {location.lots_total > 0 && (
        <ContentList
          heading={t('inventory:scanResult.lotsHere', { count: location.lots_total })}
          shown={location.lots.length}
          total={location.lots_total}
          rows={location.lots.map((lot) => ({
            code: lot.code,
            name: lot.name,
            detail: [lot.owner_name, translate(goodStatusLabel(lot.status))].filter(Boolean).join(' · '),
          }))}
          onCode={onCode}
        />
      )}
      {location.items_total > 0 && (
        <ContentList
          heading={t('inventory:scanResult.itemsHere', { count: location.items_total })}
          shown={location.items.length}
          total={location.items_total}
          rows={location.items.map((item) => ({
            code: item.code,
            name: item.name,
            detail: t('inventory:scanResult.quantity', { quantity: number(item.quantity) }),
          }))}
          onCode={onCode}
        />
      )}
    </div>
  );
}

type Row = { code: string; name: string; detail: string };

function ContentList(props: {
  heading: string;
  shown: number;
  total: number;
  rows: Row[];
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation(['inventory']);
  const { number } = useNumberFormats();
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-gray-900">{props.heading}</h3>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
        {props.rows.map((row) => (
          <li key={row.code}>
            <button
              type="button"
              onClick={() => props.onCode(row.code)}
              className="flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3 text-left text-sm hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="min-w-0 font-medium wrap-anywhere text-gray-900">{row.name}</span>
              <span className="text-gray-600">
                <span className="font-mono">{row.code}</span>
                {row.detail && ` · ${row.detail}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {props.total > props.shown && (
        <p className="text-xs text-gray-500">
          {t('inventory:scanResult.showing', { shown: number(props.shown), total: number(props.total) })}
        </p>
      )}
    </section>
  );
}
