import { DEFAULT_SITE_TIME_ZONE, isoDateInZone } from '@stockyard/domain';

const DAY_MS = 86_400_000;

/**
 * The one clock every rule reads: "now" and the site's "today" (the calendar date in the site's time
 * zone, Admin > Billing). In production it is the system clock; tests move it (setNow, setToday, or
 * with TEST_CLOCK=true an admin through POST /api/billing/test-clock) instead of waiting. The shift
 * is per process: tests that use it run one process.
 */
export type Clock = {
  now(): Date;
  /** Today's date (YYYY-MM-DD) in the site's time zone. */
  today(): string;
  /** The site's IANA time zone the clock reads today in. */
  zone(): string;
  /** Follows the admin's setting (read at start, and again when it changes). */
  setZone(zone: string): void;
  /** Sets the date today() reports (keeping the time of day running); null returns to the system clock. */
  setToday(date: string | null): void;
  /** Sets the instant now() reports (then running on from it); null returns to the system clock. */
  setNow(instant: Date | null): void;
};

export function createClock(zone: string = DEFAULT_SITE_TIME_ZONE): Clock {
  let offsetMs = 0;
  let siteZone = zone;
  const now = () => new Date(Date.now() + offsetMs);
  const today = () => isoDateInZone(now(), siteZone);
  return {
    now,
    today,
    zone: () => siteZone,
    setZone(next) {
      siteZone = next;
    },
    setToday(date) {
      if (date === null) {
        offsetMs = 0;
        return;
      }
      const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / DAY_MS;
      offsetMs += days * DAY_MS;
    },
    setNow(instant) {
      offsetMs = instant === null ? 0 : instant.getTime() - Date.now();
    },
  };
}
