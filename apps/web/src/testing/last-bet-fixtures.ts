import type { TLastBet } from '@aurum/contracts/games';

/** A $2.00 bet on game 7 that paid $5.00 (×2.50), as `broadcast:last_bet` publishes it. */
export function aLastBet(overrides: Partial<TLastBet> = {}): TLastBet {
  return {
    id: 'round-1',
    player: 'an***a',
    game: { id: 7, title: 'Neon Dice', imageUrl: '/media/games/neon-dice.svg' },
    currency: 'USD',
    bet: { value: '200', primaryValue: '2.00', primaryPrecision: 2 },
    payout: { value: '500', primaryValue: '5.00', primaryPrecision: 2 },
    multiplier: '2.50',
    createdAt: '2026-03-14T12:00:00.000Z',
    ...overrides,
  };
}
