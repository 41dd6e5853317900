import type { TMe, TProfile } from '@aurum/contracts/me';
import type { TBalancePart } from '@aurum/contracts/wallet';
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
