import { useNumberFormats, type NumberFormats } from '../lib/i18n/format';
import { usePublicSettings } from './site-settings';

/** The site's one currency (Admin > Billing), from the shared public settings; undefined until they answer. */
export function useSiteCurrency(): string | undefined {
  return usePublicSettings().data?.currency;
}

/** Number, percent and money formatters with money in the site's currency: every price on screen uses it. */
export function useSiteNumberFormats(): NumberFormats {
  return useNumberFormats(useSiteCurrency());
}
