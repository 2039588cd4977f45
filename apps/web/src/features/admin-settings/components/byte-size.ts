import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';

// Literal keys (the catalog test finds them); French writes Ko, Mo, Go.
const UNIT_KEYS = [
  'admin:db.size.bytes',
  'admin:db.size.kb',
  'admin:db.size.mb',
  'admin:db.size.gb',
  'admin:db.size.tb',
] as const;

/** A size in bytes as the current language writes it: '512 bytes', '1.5 MB', '1,5 Mo'. */
export function useFormatBytes(): (bytes: number) => string {
  const { t } = useTranslation(['admin']);
  const locale = useLocale();
  const [whole, tenths] = useMemo(
    () => [
      new Intl.NumberFormat(locale),
      new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ],
    [locale],
  );
  return (bytes) => {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNIT_KEYS.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return t(UNIT_KEYS[unit]!, { value: unit === 0 ? whole.format(value) : tenths.format(value) });
  };
}
