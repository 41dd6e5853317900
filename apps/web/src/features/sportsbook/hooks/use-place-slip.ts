import type { TPlaceBet, TSportBet } from '@aurum/contracts/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submission } from '@/lib/idempotency';
import { showToast } from '@/lib/toast';
import { walletModalStore } from '@/lib/wallet-modal';
import { usePlaceBet } from '../api/place-bet';
import { toLeg, type TSlipSelection } from '../utils/bet-slip';
import { readSlipFailure } from '../utils/slip-errors';
import { betSlip, type TBetSlip } from './use-bet-slip';

/** What the slip says after placing: per leg for singles, or for the whole slip. */
export interface TSlipMessages {
  slip: string | null;
  legs: Record<string, string>;
  /** The stake limits the server named, as hints under the stake. */
  limits: { min?: string; max?: string };
}

export const legKey = (selection: Pick<TSlipSelection, 'marketId' | 'outcomeId'>) =>
  `${selection.marketId}:${selection.outcomeId}`;

const noMessages: TSlipMessages = { slip: null, legs: {}, limits: {} };

/**
 * Places the slip: n singles as n calls (each with its own key), or one combo or system bet.
 * Placed legs leave the slip; a refusal is translated and acted on (new odds to accept, a
 * locked leg, the wallet for missing funds).
 */
export function usePlaceSlip() {
  const { t } = useTranslation();
  const placeBet = usePlaceBet();
  const [messages, setMessages] = useState<TSlipMessages>(noMessages);
  const [placing, setPlacing] = useState(false);

  function explain(error: unknown, legs: TSlipSelection[], next: TSlipMessages): string {
    const failure = readSlipFailure(error);
    switch (failure.kind) {
      case 'odds_changed':
        betSlip.markOddsChanges(failure.legs);
        return t('Sportsbook.errors.odds_changed');
      case 'market_suspended':
        (failure.marketId ? [failure.marketId] : legs.map((leg) => leg.marketId)).forEach((id) =>
          betSlip.lockMarket(id),
        );
        return t('Sportsbook.errors.market_suspended');
      case 'limit':
        next.limits = { min: failure.min, max: failure.max };
        return t(`Sportsbook.errors.${failure.detail}`, { min: failure.min, max: failure.max });
      case 'insufficient_funds':
        betSlip.setOpen(false);
        walletModalStore.open('deposit');
        return t('Sportsbook.errors.insufficient_funds');
      case 'sign_in':
        return t('Errors.unauthorized');
      default:
        return t(`Sportsbook.errors.${failure.detail}`, {
          ...failure.params,
          defaultValue: t('Errors.unexpected_error'),
        });
    }
  }

  async function placeOne(body: TPlaceBet, legs: TSlipSelection[], next: TSlipMessages) {
    try {
      const bet: TSportBet = await placeBet.mutateAsync(submission(body));
      legs.forEach((leg) => betSlip.remove(leg));
      return bet;
    } catch (error) {
      const message = explain(error, legs, next);
      if (body.kind === 'single' && legs[0]) next.legs[legKey(legs[0])] = message;
      else next.slip = message;
      return null;
    }
  }

  async function place(slip: TBetSlip) {
    setPlacing(true);
    const next: TSlipMessages = { slip: null, legs: {}, limits: messages.limits };
    const base = { stake: slip.stake.trim().replace(',', '.'), oddsPolicy: slip.oddsPolicy };
    const placed: TSportBet[] = [];
    if (slip.kind === 'single') {
      for (const selection of slip.selections) {
        const bet = await placeOne(
          { ...base, kind: 'single', legs: [toLeg(selection)] },
          [selection],
          next,
        );
        if (bet) placed.push(bet);
      }
    } else {
      const systemSize = slip.kind === 'system' ? slip.systemSize : undefined;
      const body = { ...base, kind: slip.kind, systemSize, legs: slip.selections.map(toLeg) };
      const bet = await placeOne(body, slip.selections, next);
      if (bet) placed.push(bet);
    }
    setMessages(next);
    setPlacing(false);
    if (placed.length > 0) {
      const pending = placed.some((bet) => bet.status === 'pending');
      showToast({
        type: 'success',
        message: t(pending ? 'Sportsbook.slip.placed_pending' : 'Sportsbook.slip.placed', {
          count: placed.length,
        }),
      });
    }
  }

  return { place, placing, messages, clearMessages: () => setMessages(noMessages) };
}
