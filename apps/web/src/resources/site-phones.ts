import { DEFAULT_PHONE_COUNTRY, formatPhone, isPhoneCountry, type PhoneCountry } from '@stockyard/domain';
import { useCallback } from 'react';
import { usePublicSettings } from './site-settings';

/*
 * Kept apart from site-settings.ts: these carry the numbering plans (libphonenumber-js), which only
 * the screens with a phone field or a phone on show download, never the first screen.
 */

/**
 * The site's country for phones (System Settings, or the country of the site's address), from the
 * shared public settings; the default country until they answer.
 */
export function useSiteCountry(): PhoneCountry {
  const country = usePublicSettings().data?.default_country;
  return country && isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
}

/** Shows a stored phone: national form for a number of the site's country, international for any other. */
export function usePhoneFormat(): (phone: string | null | undefined) => string {
  const country = useSiteCountry();
  return useCallback((phone) => formatPhone(phone, country), [country]);
}
