import type { TBilling } from '@aurum/contracts/me';
import {
  readPlayerSessionValue,
  removePlayerSessionValue,
  writePlayerSessionValue,
} from '@/lib/player-session-storage';

/** The offer appears ten minutes into the visit (spec section 9). */
export const TIMED_OFFER_DELAY_MS = 600_000;
/** A shown offer is not asked for again within a day. */
export const TIMED_OFFER_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/** The server wants the offer shown and it was not shown recently. */
export function isOfferWanted(
  billing: Pick<TBilling, 'isShowModal' | 'lastShowModalAt'>,
  now: number,
): boolean {
  if (!billing.isShowModal) return false;
  if (billing.lastShowModalAt === null) return true;
  return now - Date.parse(billing.lastShowModalAt) > TIMED_OFFER_COOLDOWN_MS;
}

/** When the countdown started: kept for the tab, so a reload does not restart it. */
export function countdownStart(now: number): number {
  const stored = Number(readPlayerSessionValue('timedModalStartedAt'));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  writePlayerSessionValue('timedModalStartedAt', String(now));
  return now;
}

export function msUntilOffer(startedAt: number, now: number): number {
  return Math.max(0, startedAt + TIMED_OFFER_DELAY_MS - now);
}

/** Once shown, the next countdown (a day later at the earliest) starts from scratch. */
export function forgetCountdown(): void {
  removePlayerSessionValue('timedModalStartedAt');
}
