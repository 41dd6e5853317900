export interface TCountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits whole seconds left into days, hours, minutes and seconds (never negative). */
export function countdownParts(totalSeconds: number): TCountdownParts {
  const left = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: left % MINUTE,
  };
}

/** A countdown figure as shown on the timer: at least two digits ("07", "124"). */
export function countdownDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Epoch milliseconds of an ISO deadline, or `null` when there is none or it is not a date. */
export function deadlineOf(endsAt: string | null): number | null {
  if (endsAt === null) return null;
  const time = Date.parse(endsAt);
  return Number.isNaN(time) ? null : time;
}
