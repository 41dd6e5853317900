import type { TBilling, TMe, TProfile } from '@aurum/contracts/me';
import type { TBalance, TBalancePart, TTransaction } from '@aurum/contracts/wallet';
import { afterEach, beforeEach, vi } from 'vitest';

export function aMe(overrides: Partial<TMe> = {}): TMe {
  return {
    language: 'en',
    globalId: '42',
    websocketToken: 'ws-token',
    isVip: false,
    hasDeposits: false,
    webimUser: null,
    vipManager: null,
    primaryCurrency: 'USD',
    ...overrides,
  };
}

export function aProfile(overrides: Partial<TProfile> = {}): TProfile {
  return {
    firstName: null,
    lastName: null,
    gender: null,
    dateOfBirth: null,
    hasDeposits: false,
    isVip: false,
    isNameChangeAvailable: true,
    isPushNotificationsActive: false,
    globalId: '42',
    email: 'player@example.com',
    ...overrides,
  };
}

/** A USD balance part (`${amount}`) of a decimal amount with two decimals, e.g. "12.50". */
export function aUsdPart(primaryValue: string): TBalancePart {
  return {
    value: primaryValue.replace('.', '').replace(/^0+(?=\d)/, ''),
    primaryValue,
    primaryPrecision: 2,
    currency: { code: 'USD', displayFormat: '${amount}', icon: '/images/currencies/usd.svg' },
  };
}

/** A USD balance of `total`, all of it withdrawable through fiat methods. */
export function aUsdBalance(total: string): TBalance {
  return { total: aUsdPart(total), fiat: aUsdPart(total), userBonuses: [] };
}

/**
 * A player's billing; already shown the bonus modal once, so the first-visit bonus drawer stays
 * shut unless a test asks for it (`lastShowModalAt: null`).
 */
export function aBilling(overrides: Partial<TBilling> = {}): TBilling {
  return {
    countDeposit: 0,
    sumDeposits: { value: '0', primaryValue: '0.00', primaryPrecision: 2 },
    isShowModal: true,
    lastShowModalAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A completed $25.00 crypto deposit, as the history and the realtime channel send it. */
export function aTransaction(overrides: Partial<TTransaction> = {}): TTransaction {
  return {
    id: 'txn-1',
    type: 'deposit',
    status: 'completed',
    timestamp: '2026-03-14T12:00:00.000Z',
    originalAmount: {
      value: '2500',
      primaryValue: '25.00',
      primaryPrecision: 2,
      currency: { code: 'USD', displayFormat: '${amount}' },
    },
    externalId: null,
    paymentDetails: null,
    address: null,
    senderBank: null,
    cancellableUntil: null,
    provider: null,
    confirmations: null,
    ...overrides,
  };
}

/** Replaces `fetch` for every test of the file; returns the mock to program. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
