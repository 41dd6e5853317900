import { formatMinor, parseDecimal } from '@aurum/contracts/money';
import type { TStudioSession } from '@aurum/contracts/studio';
import { useState } from 'react';

export type TBetProblem = 'invalid' | 'below_min' | 'above_max';

export interface TBetAmount {
  /** What the input shows, in major units. */
  text: string;
  /** The bet in minor units, `null` while the text is not an amount. */
  minor: bigint | null;
  problem: TBetProblem | null;
  setText: (text: string) => void;
  setMinor: (minor: bigint) => void;
  halve: () => void;
  double: () => void;
  toMin: () => void;
  toMax: () => void;
}

function parseBet(text: string, precision: number): bigint | null {
  try {
    return parseDecimal(text, precision);
  } catch {
    return null;
  }
}

/**
 * The bet field: typed in major units, kept in minor units, with the session's limits. The
 * quick buttons stay inside the limits (and inside the balance for "max").
 */
export function useBetAmount(
  session: Pick<TStudioSession, 'limits' | 'currency'>,
  balance: bigint,
): TBetAmount {
  const { precision } = session.currency;
  const minBet = BigInt(session.limits.minBet);
  const maxBet = BigInt(session.limits.maxBet);
  const [text, setText] = useState(() => formatMinor(BigInt(session.limits.defaultBet), precision));
  const minor = parseBet(text, precision);

  const clamp = (value: bigint) => (value < minBet ? minBet : value > maxBet ? maxBet : value);
  const setMinor = (value: bigint) => setText(formatMinor(clamp(value), precision));
  const current = minor ?? minBet;

  let problem: TBetProblem | null = null;
  if (minor === null || minor === 0n) problem = 'invalid';
  else if (minor < minBet) problem = 'below_min';
  else if (minor > maxBet) problem = 'above_max';

  return {
    text,
    minor,
    problem,
    setText: (next) => setText(next.replace(',', '.').replace(/[^\d.]/g, '')),
    setMinor,
    halve: () => setMinor(current / 2n),
    double: () => setMinor(current * 2n),
    toMin: () => setMinor(minBet),
    toMax: () => setMinor(balance >= minBet && balance < maxBet ? balance : maxBet),
  };
}
