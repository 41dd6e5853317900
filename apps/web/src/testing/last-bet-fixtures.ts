import type { TLastGameBet, TLastSportBet } from '@aurum/contracts/games';

/** A $2.00 bet on game 7 that paid $5.00 (×2.50), as `broadcast:last_bet` publishes it. */
export function aLastBet(overrides: Partial<TLastGameBet> = {}): TLastGameBet {
  return {
    kind: 'game',
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

/** A $10.00 single on a soccer match that paid $21.00 (×2.10). */
export function aLastSportBet(overrides: Partial<TLastSportBet> = {}): TLastSportBet {
  return {
    kind: 'sport',
    id: 'bet-1',
    player: 'ma***ov',
    sport: { slug: 'soccer-1', key: 'soccer', name: 'Soccer' },
    event: { id: 'sbx:match:42', name: 'Arsenal – Chelsea' },
    legs: 1,
    currency: 'USD',
    bet: { value: '1000', primaryValue: '10.00', primaryPrecision: 2 },
    payout: { value: '2100', primaryValue: '21.00', primaryPrecision: 2 },
    multiplier: '2.10',
    createdAt: '2026-03-14T12:00:00.000Z',
    ...overrides,
  };
}
