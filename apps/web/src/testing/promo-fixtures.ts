import type { TPromoCodeInfo } from '@aurum/contracts/promo-codes';
import { aBonusConditions, aUsd } from './bonus-fixtures';

/** RELOAD50: +50% on the next deposit of $10 to $200, wager x30, max bet $10, available. */
export function aPromoCodeInfo(overrides: Partial<TPromoCodeInfo> = {}): TPromoCodeInfo {
  return {
    code: 'RELOAD50',
    title: 'Promo code: +50% on your next deposit',
    conditions: aBonusConditions({
      type: 'promo',
      minDepositNumber: 0,
      amountMultiplier: '0.5',
      minDeposit: aUsd('10.00'),
      maxDeposit: aUsd('200.00'),
      maxAmount: null,
      wager: 30,
      wagerMaxBet: aUsd('10.00'),
    }),
    startsAt: '2024-01-01T00:00:00.000Z',
    endsAt: null,
    state: 'available',
    ...overrides,
  };
}
