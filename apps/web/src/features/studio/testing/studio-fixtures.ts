import type { TStudioFreeRound, TStudioRound, TStudioSession } from '@aurum/contracts/studio';

export const SESSION_ID = '0123456789abcdef0123456789abcdef';
export const SESSION_PATH = `/api/studio/v1/sessions/${SESSION_ID}`;
export const PLAY_PATH = `${SESSION_PATH}/rounds`;
export const actPath = (roundId: string) => `${PLAY_PATH}/${roundId}/actions`;

export const ROUND_ID = '6f1c1f0e-6a8e-4c55-9a53-0e7f8f6c2a11';
const HASH = 'a3f9c2d17be04e6f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f';

/** A demo dice session with 1000.00 USD, bets 0.10–100.00. */
export function aStudioSession(overrides: Partial<TStudioSession> = {}): TStudioSession {
  return {
    sessionId: SESSION_ID,
    game: { code: 'dice/classic/neon', title: 'Neon Dice' },
    demo: true,
    language: 'en',
    currency: { code: 'USD', precision: 2 },
    balance: '100000',
    limits: { minBet: '10', maxBet: '10000', defaultBet: '100' },
    fairness: { serverSeedHash: HASH, clientSeed: 'lucky-client', nonce: 7 },
    openRound: null,
    freeRounds: [],
    ...overrides,
  };
}

/** Three free spins of 0.20, none played yet. */
export function aFreeRound(overrides: Partial<TStudioFreeRound> = {}): TStudioFreeRound {
  return {
    id: '9d5c1f0e-6a8e-4c55-9a53-0e7f8f6c2a22',
    total: 3,
    remaining: 3,
    stake: '20',
    winnings: '0',
    status: 'active',
    granted: null,
    expiresAt: '2026-03-17T12:00:00.000Z',
    ...overrides,
  };
}

export function aStudioRound(overrides: Partial<TStudioRound> = {}): TStudioRound {
  return {
    id: ROUND_ID,
    status: 'closed',
    bet: '100',
    payout: '0',
    multiplier: 0,
    nonce: 7,
    clientSeed: 'lucky-client',
    serverSeedHash: HASH,
    params: {},
    outcome: {},
    createdAt: '2026-03-14T12:00:00.000Z',
    ...overrides,
  };
}
