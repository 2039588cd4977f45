import Clock from 'lucide-react/icons/clock';
import Flame from 'lucide-react/icons/flame';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Thermometer from 'lucide-react/icons/thermometer';
import Video from 'lucide-react/icons/video';
import CalendarRange from 'lucide-react/icons/calendar-range';
import { useTranslation } from '../../../lib/i18n/react';

const points = [
  { icon: CalendarRange, text: 'customer:info.term' },
  { icon: Clock, text: 'customer:info.notice' },
  { icon: ShieldCheck, text: 'customer:info.insurance' },
  { icon: Video, text: 'customer:info.surveillance' },
  { icon: Thermometer, text: 'customer:info.climate' },
  { icon: Flame, text: 'customer:info.fire' },
] as const;

/** The marketing text beside the Store Goods form (spec 01 "Store Goods"). */
export function StoreGoodsInfo() {
  const { t } = useTranslation(['customer']);
  return (
    <aside aria-labelledby="store-goods-info" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="store-goods-info" className="text-base font-semibold text-brand-900">
        {t('customer:info.title')}
      </h2>
      <ul className="mt-3 space-y-2.5">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2.5 text-sm text-brand-900">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t(text)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
