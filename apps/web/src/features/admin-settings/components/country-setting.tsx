import { phoneCountries } from '@stockyard/domain';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';
import { SelectSetting } from './form-controls';

/**
 * The default country for phone numbers: every country the phone rules know, named and sorted in
 * the reader's language. When the site's address names a country, that one is in force, and the
 * hint says so (the choice here then only applies once the address names none).
 */
export function CountrySetting({ addressCountry }: { addressCountry: string | null }) {
  const { t } = useTranslation(['admin']);
  const locale = useLocale();
  const { options, nameOf } = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const nameOf = (code: string) => names.of(code) ?? code;
    const collator = new Intl.Collator(locale);
    const options = phoneCountries()
      .map((value) => ({ value, label: nameOf(value) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    return { options, nameOf };
  }, [locale]);
  return (
    <SelectSetting
      name="default_country"
      options={options}
      hint={
        addressCountry
          ? t('admin:settings.hint.defaultCountryFromAddress', { country: nameOf(addressCountry) })
          : t('admin:settings.hint.defaultCountry')
      }
    />
  );
}
