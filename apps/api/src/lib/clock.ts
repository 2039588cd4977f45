/**
 * The one clock the billing rules read. In production it is the system clock; with TEST_CLOCK=true
 * an admin may set the date it reports (the browser tests move it to the next month instead of
 * waiting). The shift is per process: tests that use it run one process.
 */
export type Clock = {
  now(): Date;
  today(): string;
  /** Sets the date the clock reports (keeping the time of day running); null returns to the system clock. */
  setToday(date: string | null): void;
};

export function createClock(): Clock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    today: () => now().toISOString().slice(0, 10),
    setToday(date) {
      if (date === null) {
        offsetMs = 0;
        return;
      }
      const real = new Date();
      const target = Date.parse(`${date}T${real.toISOString().slice(11)}`);
      offsetMs = target - real.getTime();
    },
  };
}
