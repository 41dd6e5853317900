import type { TBetSlip } from '../hooks/use-bet-slip';
import { comboOdds, comboPayout, countCombinations, parseStake, systemPayout } from './payout';

/** Stakes are entered with two decimals at most (display only: the server checks the real rule). */
export const STAKE_PRECISION = 2;

export interface TSlipTotals {
  /** Bets the slip makes: n singles, one combo, C(n,k) lines of a system bet counted as one. */
  bets: number;
  totalStake: bigint | null;
  /** Combined odds of a combo, or of a lone single. */
  odds: number | null;
  payout: bigint | null;
}

/** Stake, odds and what the slip pays if every leg wins, in integer minor units. */
export function slipTotals(slip: TBetSlip): TSlipTotals {
  const stake = parseStake(slip.stake, STAKE_PRECISION);
  const odds = slip.selections.map((selection) => selection.odds);
  if (slip.kind === 'single') {
    const payout =
      stake === null ? null : odds.reduce((sum, value) => sum + comboPayout(stake, [value]), 0n);
    return {
      bets: odds.length,
      totalStake: stake === null ? null : stake * BigInt(odds.length),
      odds: odds.length === 1 ? (odds[0] ?? null) : null,
      payout,
    };
  }
  if (slip.kind === 'combo')
    return {
      bets: 1,
      totalStake: stake,
      odds: odds.length > 0 ? comboOdds(odds) : null,
      payout: stake === null ? null : comboPayout(stake, odds),
    };
  return {
    bets: countCombinations(odds.length, slip.systemSize),
    totalStake: stake,
    odds: null,
    payout: stake === null ? null : systemPayout(stake, odds, slip.systemSize),
  };
}
