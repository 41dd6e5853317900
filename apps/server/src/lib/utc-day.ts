const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of `at`, as `YYYY-MM-DD` (a SQL `date`). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Midnight UTC that ends the day of `at`: when a once-a-day allowance comes back. */
export const endOfUtcDay = (at: Date): Date =>
  new Date(Date.parse(`${utcDay(at)}T00:00:00.000Z`) + DAY_MS);
