/** The browser's calendar date as YYYY-MM-DD: "today" for the storage date is the customer's today. */
export function localIsoDate(now: Date = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
