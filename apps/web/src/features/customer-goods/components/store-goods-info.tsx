import { Clock, Flame, ShieldCheck, Thermometer, Video, CalendarRange } from 'lucide-react';

const points = [
  { icon: CalendarRange, text: 'Minimum storage term of 1 month' },
  { icon: Clock, text: '48-hour notice required for pickup' },
  { icon: ShieldCheck, text: 'Insurance available for your goods' },
  { icon: Video, text: '24/7 surveillance' },
  { icon: Thermometer, text: 'Climate-controlled storage' },
  { icon: Flame, text: 'Fire protection systems' },
];

/** The marketing text beside the Store Goods form (spec 01 "Store Goods"). */
export function StoreGoodsInfo() {
  return (
    <aside aria-labelledby="store-goods-info" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="store-goods-info" className="text-base font-semibold text-brand-900">
        Storage terms and protection
      </h2>
      <ul className="mt-3 space-y-2.5">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2.5 text-sm text-brand-900">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
