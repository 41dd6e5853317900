import type { TStudioRound } from '@aurum/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useStudio } from '../components/studio-context';
import { formatAmount } from '../model/format';
import { readOutcome } from '../model/outcomes';

export interface TShownRound<TOutcome> {
  round: TStudioRound;
  /** `null` when the outcome does not have the expected shape: the stage then shows no drawing. */
  outcome: TOutcome | null;
}

/** The bet to send, or `null` after telling the player what is wrong with the field. */
export function useCheckedBet() {
  const { t } = useTranslation();
  const { bet, session, currency, rounds } = useStudio();
  return (): bigint | null => {
    if (bet.minor !== null && bet.problem === null) return bet.minor;
    rounds.showNotice(
      t(`Studio.bet.${bet.problem ?? 'invalid'}`, {
        min: formatAmount(BigInt(session.limits.minBet), currency),
        max: formatAmount(BigInt(session.limits.maxBet), currency),
        currency: currency.code,
      }),
    );
    return null;
  };
}

/**
 * A one-call round (dice, limbo, plinko, roulette, slots): places the bet, hands the round to
 * the stage to animate for `durationOf(outcome)` ms (none in turbo) and then settles it.
 */
export function useSingleRound<TSchema extends z.ZodType>(
  schema: TSchema,
  durationOf: (outcome: z.output<TSchema> | null) => number,
  /** The round's result for the recent strip (default: the payout multiplier). */
  labelOf?: (outcome: z.output<TSchema>) => string,
) {
  const { rounds, turbo } = useStudio();
  const checkedBet = useCheckedBet();
  const [shown, setShown] = useState<TShownRound<z.output<TSchema>> | null>(null);
  const timer = useRef(0);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function start(params: Record<string, unknown>, stake?: bigint) {
    // A free spin's stake is the free round's: the bet field does not count.
    const bet = rounds.freeRound ? BigInt(rounds.freeRound.stake) : (stake ?? checkedBet());
    if (bet === null) return null;
    const round = await rounds.play(bet, params);
    if (!round) return null;
    const outcome = readOutcome(schema, round);
    setShown({ round, outcome });
    timer.current = window.setTimeout(
      () => rounds.settle(round, outcome && labelOf ? labelOf(outcome) : undefined),
      turbo ? 0 : Math.max(0, durationOf(outcome)),
    );
    return round;
  }

  return { shown, start, turbo };
}
