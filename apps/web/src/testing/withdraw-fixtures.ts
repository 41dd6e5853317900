import type { TCryptoMethod, TWagerStatus, TWithdrawFee } from '@aurum/contracts/wallet';
import { aCryptoMethod } from './crypto-fixtures';

/** A quote of the fee call: 1 USDT fee, 5 to 1,000 USDT allowed. */
export function aWithdrawFee(overrides: Partial<TWithdrawFee> = {}): TWithdrawFee {
  return { fee: '1.000000', minAmount: '5.000000', maxAmount: '1000.000000', ...overrides };
}

/** Withdrawals open: deposits wagered, no profile check. */
export function aWagerStatus(overrides: Partial<TWagerStatus> = {}): TWagerStatus {
  return {
    required: '100.00',
    wagered: '100.00',
    currency: 'USD',
    verifyProfile: false,
    profileComplete: true,
    ...overrides,
  };
}

/** The 422 body of a withdrawal refused until deposits are wagered. */
export const WAGER_REFUSAL = {
  detail: 'wager',
  required: '100.00',
  wagered: '40.00',
  remaining: '60.00',
  currency: 'USD',
};

/** Addresses as the validators of the seeded networks accept them. */
export const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const TON_ADDRESS = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';

/** Toncoin on its own network: nine decimals, a memo, TON addresses. */
export function aTonMethod(overrides: Partial<TCryptoMethod> = {}): TCryptoMethod {
  return aCryptoMethod({
    code: 'TON',
    name: 'Toncoin',
    network: 'TON',
    precision: 9,
    displayFormat: '{amount} TON',
    addressFormat: '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$',
    ...overrides,
  });
}
