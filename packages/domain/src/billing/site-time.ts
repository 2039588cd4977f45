/**
 * The site's time zone and currency rules. The zone is an IANA name (Europe/Berlin, America/New_York,
 * UTC) that decides "today" on the server: month ends, due dates and aging. The currency of every
 * amount is fixed once money has been recorded in it.
 */

export const DEFAULT_SITE_TIME_ZONE = 'UTC';

export const SITE_TIME_MESSAGES = {
  timeZoneInvalid: 'Enter a time zone by its IANA name, such as Europe/Berlin, America/New_York or UTC',
} as const;

/** The currency cannot change under amounts already recorded in it. */
export const currencyFixedMessage = (currency: string) =>
  `The currency stays ${currency}: charges, payments or statements are already recorded in it`;

// A name, not an offset: Intl also takes "+01:00", which follows no daylight saving rules.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether a name is a time zone this runtime knows (Intl refuses unknown ones). */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
