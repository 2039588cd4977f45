import { numberFormats } from '../../../lib/i18n/format';
import { currentLocale } from '../../../lib/i18n/language';

/** Units as the current language writes numbers; screens re-render on a language switch. */
export const formatUnits = (value: number) => numberFormats(currentLocale()).number(value);
