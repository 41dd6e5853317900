import { describe, expect, it } from 'vitest';
import { pointsFor, standingAfter, standingOf, type TScoringRules } from './scoring';
import type { TScoreEventRow } from './tournaments.repo';

const START = new Date('2026-01-01T00:00:00Z');
const END = new Date('2026-01-08T00:00:00Z');
const DURING = new Date('2026-01-02T12:00:00Z');

const rules = (over: Partial<TScoringRules> = {}): TScoringRules => ({
  kind: 'total_wagered',
  product: 'casino',
  minBet: 0n,
  gameIds: [],
  providerIds: [],
  roundPoints: 1,
  startsAt: START,
  endsAt: END,
  ...over,
});

const placed = (amount: bigint, over: { gameId?: number; at?: Date } = {}) => ({
  type: 'placed' as const,
  userId: 'u',
  gameId: over.gameId ?? 7,
  ref: 'game:s:t1',
  amount,
  at: over.at ?? DURING,
});

const settled = (
  staked: bigint,
  win: bigint,
  over: { product?: 'casino' | 'sportsbook'; gameId?: number | null; at?: Date } = {},
) => ({
  type: 'settled' as const,
  userId: 'u',
  product: over.product ?? ('casino' as const),
  gameId: over.gameId === undefined ? 7 : over.gameId,
  roundRef: 'round:s:r1',
  staked,
  win,
  at: over.at ?? DURING,
});

const providers = (gameId: number) => (gameId === 7 ? 'studio-a' : 'studio-b');

describe('points per kind', () => {
  it.each([
    // kind, product, event, points
    ['total_wagered', 'casino', placed(250n), 250n],
    ['total_wagered', 'casino', settled(250n, 500n), null],
    [
      'total_wagered',
      'sportsbook',
      settled(250n, 0n, { product: 'sportsbook', gameId: null }),
      250n,
    ],
    ['sum_multipliers', 'casino', settled(200n, 500n), 25_000n],
    ['sum_multipliers', 'casino', settled(200n, 0n), 0n],
    ['sum_multipliers', 'casino', placed(200n), null],
    ['best_multiplier', 'casino', settled(300n, 100n), 3_333n],
    [
      'best_multiplier',
      'sportsbook',
      settled(100n, 185n, { product: 'sportsbook', gameId: null }),
      18_500n,
    ],
    ['points_per_round', 'casino', settled(100n, 0n), 3n],
    [
      'points_per_round',
      'casino',
      settled(100n, 0n, { product: 'sportsbook', gameId: null }),
      null,
    ],
  ] as const)('%s on %s: %o scores %s', (kind, product, event, points) => {
    expect(pointsFor(rules({ kind, product, roundPoints: 3 }), event, providers)).toBe(points);
  });

  it('counts only between start and end (the end itself is out)', () => {
    const r = rules();
    expect(pointsFor(r, placed(1n, { at: new Date(START.getTime() - 1) }), providers)).toBeNull();
    expect(pointsFor(r, placed(1n, { at: START }), providers)).toBe(1n);
    expect(pointsFor(r, placed(1n, { at: END }), providers)).toBeNull();
  });

  it('counts a stake at or above the minimum bet only, and never a zero stake', () => {
    const r = rules({ minBet: 100n, kind: 'sum_multipliers' });
    expect(pointsFor(r, settled(99n, 1000n), providers)).toBeNull();
    expect(pointsFor(r, settled(100n, 1000n), providers)).toBe(100_000n);
    expect(pointsFor(rules(), placed(0n), providers)).toBeNull();
    expect(pointsFor(rules({ kind: 'best_multiplier' }), settled(0n, 50n), providers)).toBeNull();
  });

  it('filters casino bets by game and by provider', () => {
    expect(pointsFor(rules({ gameIds: [7] }), placed(5n), providers)).toBe(5n);
    expect(pointsFor(rules({ gameIds: [8] }), placed(5n), providers)).toBeNull();
    expect(pointsFor(rules({ providerIds: ['studio-a'] }), placed(5n), providers)).toBe(5n);
    expect(
      pointsFor(rules({ providerIds: ['studio-a'] }), placed(5n, { gameId: 8 }), providers),
    ).toBeNull();
    expect(pointsFor(rules({ providerIds: ['studio-a'] }), placed(5n), () => undefined)).toBeNull();
  });
});

const event = (id: bigint, points: bigint, day = '2026-01-02'): TScoreEventRow => ({
  id,
  tournamentId: 't',
  userId: 'u',
  sourceRef: `ref-${id}`,
  kind: 'score',
  points,
  reverses: null,
  countedDay: day,
  createdAt: DURING,
});

describe('standings', () => {
  it('adds points, and counts the bets of each UTC day for the daily cap', () => {
    const first = standingAfter('total_wagered', undefined, event(1n, 10n));
    expect(first).toMatchObject({ score: 10n, reachedBy: 1n, countedToday: 1 });
    const second = standingAfter('total_wagered', first, event(2n, 5n));
    expect(second).toMatchObject({ score: 15n, reachedBy: 2n, countedToday: 2 });
    const nextDay = standingAfter('total_wagered', second, event(3n, 1n, '2026-01-03'));
    expect(nextDay).toMatchObject({ score: 16n, countedDay: '2026-01-03', countedToday: 1 });
  });

  it('keeps the best multiplier and the event that first reached it (ties go to the first)', () => {
    const first = standingAfter('best_multiplier', undefined, event(1n, 30_000n));
    const lower = standingAfter('best_multiplier', first, event(2n, 10_000n));
    expect(lower).toMatchObject({ score: 30_000n, reachedBy: 1n });
    const same = standingAfter('best_multiplier', lower, event(3n, 30_000n));
    expect(same).toMatchObject({ score: 30_000n, reachedBy: 1n });
    const higher = standingAfter('best_multiplier', same, event(4n, 50_000n));
    expect(higher).toMatchObject({ score: 50_000n, reachedBy: 4n });
  });

  it('recomputes from the events left after a reversal', () => {
    const before = {
      ...standingAfter('best_multiplier', undefined, event(4n, 50_000n)),
      countedToday: 3,
    };
    const kept = [event(1n, 30_000n), event(2n, 10_000n)];
    expect(standingOf('best_multiplier', before, kept, '2026-01-02')).toMatchObject({
      score: 30_000n,
      reachedBy: 1n,
      countedToday: 2,
    });
    expect(standingOf('sum_multipliers', before, kept, '2026-01-01')).toMatchObject({
      score: 40_000n,
      reachedBy: 2n,
      countedToday: 3,
    });
    expect(standingOf('total_wagered', before, [], '2026-01-02').score).toBe(0n);
  });
});
