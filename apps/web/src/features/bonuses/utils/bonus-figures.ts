import type { TMoney } from '@aurum/contracts/money';

/** How much of the wagering is done, 0 to 100 (whole percent, rounded down), from minor units. */
export function wagerPercent(current: TMoney, total: TMoney): number {
  const done = BigInt(current.value);
  const needed = BigInt(total.value);
  if (needed <= 0n) return 100;
  if (done <= 0n) return 0;
  const percent = (done * 100n) / needed;
  return Number(percent > 100n ? 100n : percent);
}

export interface TTimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

/** What is left until `until`, in whole days, hours and minutes; null once it has passed. */
export function timeLeft(until: string, now: Date): TTimeLeft | null {
  const ms = new Date(until).getTime() - now.getTime();
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / MINUTE_MS);
  return {
    days: Math.floor(minutes / (60 * 24)),
    hours: Math.floor(minutes / 60) % 24,
    minutes: minutes % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What is left until `until` as a clock, "05:12:09"; "00:00:00" once it has passed. */
export function clockUntil(until: string, now: Date): string {
  const seconds = Math.max(0, Math.floor((new Date(until).getTime() - now.getTime()) / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
