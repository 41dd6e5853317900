import type {
  TWheelPrize,
  TWheelPrizeKind,
  TWheelPrizes,
  TWheelSpinResult,
  TWheelUser,
} from '@aurum/contracts/wheel';
import { aUsd } from './bonus-fixtures';

export const aWheelPrize = (primaryValue: string, kind: TWheelPrizeKind = 'main'): TWheelPrize => ({
  amount: aUsd(primaryValue),
  kind: primaryValue === '0.00' ? 'none' : kind,
});

/** Fifteen segments: the first (the jackpot) is shown last; index 3 is "no prize". */
export const WHEEL_AMOUNTS = [
  '5000.00',
  '1.00',
  '2.00',
  '0.00',
  '5.00',
  '10.00',
  '25.00',
  '50.00',
  '100.00',
  '250.00',
  '500.00',
  '1500.00',
  '2500.00',
  '1000000.00',
  '3.00',
];

export function aWheelTable(overrides: Partial<TWheelPrizes> = {}): TWheelPrizes {
  return { version: 1, items: WHEEL_AMOUNTS.map((amount) => aWheelPrize(amount)), ...overrides };
}

export const NEXT_SPIN_AT = '2026-03-15T00:00:00.000Z';

export const aWheelUser = (overrides: Partial<TWheelUser> = {}): TWheelUser => ({
  isAvailable: true,
  nextSpinAt: null,
  ...overrides,
});

export function aSpinResult(overrides: Partial<TWheelSpinResult> = {}): TWheelSpinResult {
  return {
    prizeIndex: 4,
    version: 1,
    amount: aUsd('5.00'),
    promo: null,
    balanceType: 'main',
    bonusId: null,
    nextSpinAt: NEXT_SPIN_AT,
    ...overrides,
  };
}
