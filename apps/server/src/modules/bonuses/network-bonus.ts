import type { Tx } from '../../db/client';
import type { TCreditedDeposit } from '../wallet/wallet-hooks';
import type { Grants } from './grants';
import type { TBonusTerms } from './terms';

/**
 * The terms of a crypto network's deposit bonus (the +N% badge on its deposit button; the
 * operator sets N per network): bonus money like any other, wagered ten times within a week
 * before it converts, every game counting in full.
 */
export const NETWORK_BONUS_TERMS: Omit<TBonusTerms, 'matchBp'> = {
  minDeposit: 0n,
  maxDeposit: null,
  fixedAmount: null,
  freespinsCount: 0,
  freespinsAmount: null,
  freespinsGame: null,
  wager: 10,
  wagerFreespins: 0,
  wagerMaxBet: null,
  maxAmount: null,
  maxAmountMultiplier: null,
  freespinsMaxAmount: null,
  freespinsMaxAmountMultiplier: null,
  deadlineHours: 7 * 24,
  gamesWagers: {},
};

/** Parts per ten thousand of a network's deposit bonus share ("0.05" is 500, +5%). */
const shareBp = (share: string): number => Math.round(Number(share) * 10_000);

/**
 * Registered with the wallet: a crypto deposit on a network with a deposit bonus gets it as a
 * grant of its own (once per deposit: the grant is keyed by the deposit), beside whatever
 * welcome, everyday or personal bonus the deposit earns.
 */
export function createNetworkBonus(deps: { grants: Grants }) {
  return async (tx: Tx, deposit: TCreditedDeposit): Promise<void> => {
    if (!deposit.network) return;
    const matchBp = shareBp(deposit.network.depositBonus);
    if (matchBp <= 0) return;
    const amount = (deposit.accountAmount * BigInt(matchBp)) / 10_000n;
    if (amount <= 0n) return;
    await deps.grants.create(tx, {
      userId: deposit.userId,
      offerId: null,
      source: 'deposit',
      sourceRef: `network:${deposit.paymentTransactionId}`,
      title: `${deposit.network.name} deposit bonus +${matchBp / 100}%`,
      terms: { ...NETWORK_BONUS_TERMS, matchBp },
      amount,
      status: 'active',
    });
  };
}
