import type { TLastBet } from '@aurum/contracts/games';

/** The ticker shows this many wins (spec 9). */
export const LAST_BETS_SHOWN = 10;

/**
 * Adds a publication to the ticker: newest first by time, each bet once (the gateway replays
 * the last ten after every (re)subscribe), losses left out, at most ten kept.
 */
export function mergeLastBet(current: readonly TLastBet[], bet: TLastBet): TLastBet[] {
  if (BigInt(bet.payout.value) <= 0n || current.some((item) => item.id === bet.id)) {
    return current as TLastBet[];
  }
  return [bet, ...current]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, LAST_BETS_SHOWN);
}
