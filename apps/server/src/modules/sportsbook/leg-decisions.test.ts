import { describe, expect, it } from 'vitest';
import { formatRational } from '@aurum/sportsbook';
import type { TSelectionState } from './bets.repo';
import { insideWindow, legDecision, outcomeSettlement, storedDecision } from './leg-decisions';
import { acceptsOdds } from './slip-rules';

describe('leg decisions', () => {
  it.each([
    [1, '0', null, 'won', '0', '1'],
    [0, '0', null, 'lost', '0', '1'],
    [0, '1', null, 'void', '1', '1'],
    [1, '1/2', null, 'half_won', '1/2', '1'],
    [0, '1/2', null, 'half_lost', '1/2', '1'],
    [1, '0', '1/3', 'dead_heat', '0', '1/3'],
    [1, '0', '1', 'won', '0', '1'],
  ] as const)(
    'result %i, void %s, dead heat %s: %s',
    (result, vf, dhf, kind, storedVf, storedDhf) => {
      const settlement = outcomeSettlement(result, vf, dhf);
      expect(settlement.result).toBe(kind);
      expect([
        formatRational(settlement.voidFactor),
        formatRational(settlement.deadHeatFactor),
      ]).toEqual([storedVf, storedDhf]);
    },
  );

  const at = (iso: string) => new Date(iso);
  it.each([
    [null, null, '2026-01-01T12:00:00Z', true],
    ['2026-01-01T12:00:00Z', null, '2026-01-01T12:00:00Z', true],
    ['2026-01-01T12:00:01Z', null, '2026-01-01T12:00:00Z', false],
    [null, '2026-01-01T12:00:00Z', '2026-01-01T12:00:00Z', false],
    ['2026-01-01T11:00:00Z', '2026-01-01T13:00:00Z', '2026-01-01T12:00:00Z', true],
  ] as const)(
    'a cancel window from %s to %s covers a bet placed at %s: %s',
    (from, to, placed, inside) => {
      const window = { marketId: 'm', startsAt: from && at(from), endsAt: to && at(to) };
      expect(insideWindow(window, at(placed))).toBe(inside);
    },
  );

  const selection = (over: Partial<TSelectionState>): TSelectionState => ({
    eventId: 'e',
    eventStatus: 'ended',
    betDelaySeconds: 0,
    marketId: 'm',
    marketEventId: 'e',
    marketStatus: 'settled',
    outcomeId: 'home',
    odds: 2000,
    active: true,
    result: 1,
    voidFactor: '0',
    deadHeatFactor: null,
    ...over,
  });
  const leg = { marketId: 'm', outcomeId: 'home' };
  const placedAt = at('2026-01-01T12:00:00Z');

  it('a cancel covering the bet voids the leg whatever the result; a rollback reopens it', () => {
    const cancel = { marketId: 'm', startsAt: null, endsAt: null };
    expect(storedDecision(legDecision(leg, selection({}), [cancel], placedAt)).result).toBe('void');
    expect(storedDecision(legDecision(leg, selection({}), [], placedAt)).result).toBe('won');
    const rolledBack = selection({ marketStatus: 'suspended', result: null, voidFactor: null });
    expect(legDecision(leg, rolledBack, [], placedAt)).toBe('open');
    expect(legDecision(leg, undefined, [], placedAt)).toBe('open');
  });

  it.each([
    ['none', 2000, 2000, true],
    ['none', 2000, 2100, false],
    ['higher', 2000, 2100, true],
    ['higher', 2000, 1990, false],
    ['any', 2000, 1500, true],
  ] as const)('policy %s takes %i -> %i: %s', (policy, seen, current, taken) => {
    expect(acceptsOdds(policy, seen, current)).toBe(taken);
  });
});
