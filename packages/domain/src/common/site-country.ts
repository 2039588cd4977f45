import { getCountries } from 'libphonenumber-js/min';
import type { PhoneCountry } from './phone.js';

/** The languages the app speaks: an address may name its country in any of them. */
const ADDRESS_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;

/** Names people write that are not a country's own name in those languages. */
const ALIASES: Record<string, PhoneCountry> = {
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  us: 'US',
  'united states of america': 'US',
};

/** Lower case, without accents, dots or surrounding punctuation: "U.S.A." and "usa", "España" and "espana" meet. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\./g, '')
    .replace(/^[\s,;-]+|[\s,;-]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

let names: Map<string, PhoneCountry> | undefined;
/**
 * Every country's name in every language of the app to its code. Bare two-letter codes are left
 * out: "Los Angeles, CA" is in California, not Canada.
 */
function countryNames(): Map<string, PhoneCountry> {
  if (names) return names;
  names = new Map(Object.entries(ALIASES));
  for (const language of ADDRESS_LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of getCountries()) {
      const name = display.of(code);
      if (name) names.set(normalise(name), code);
    }
  }
  return names;
}

/**
 * The country an address names on its last line ("Germany", "10115 Berlin, Deutschland",
 * "United Kingdom"), or null. Only a whole name counts, so a street or town that merely contains
 * a country's name ("France Street") is not read as one.
 */
export function countryOfAddress(address: string | null | undefined): PhoneCountry | null {
  const lines = (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.at(-1);
  if (!last) return null;
  const known = countryNames();
  for (const candidate of [last, last.split(',').at(-1) ?? '']) {
    const code = known.get(normalise(candidate));
    if (code) return code;
  }
  return null;
}

/**
 * The site's country for phone numbers: the one its address names (Billing settings, the seller's
 * address), which says where the site is, else the country chosen in System Settings.
 */
export const siteCountry = (chosen: string, address: string | null | undefined): PhoneCountry =>
  // The chosen one passed phoneCountryField when it was stored, and is read back through it.
  countryOfAddress(address) ?? (chosen as PhoneCountry);
