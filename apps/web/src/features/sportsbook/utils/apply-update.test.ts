import { describe, expect, it } from 'vitest';
import { aMarket, anEventDetail } from '@/testing/sportsbook-fixtures';
import { applyToDetail } from './apply-update';

describe('applyToDetail', () => {
  const event = anEventDetail();

  it('replaces a market on the page and as the main market', () => {
    const moved = aMarket({ outcomes: [{ id: 'home', name: 'Home', odds: 1700, active: true }] });
    const next = applyToDetail(event, { kind: 'market', eventId: event.id, market: moved });
    expect(next.mainMarket).toEqual(moved);
    expect(next.markets[0]).toEqual(moved);
    expect(next.markets).toHaveLength(event.markets.length);
  });

  it('adds a market the page did not have, and takes scores and statuses', () => {
    const added = aMarket({ id: 'm-new', type: 'total', specifiers: 'total=2.5' });
    const withMarket = applyToDetail(event, {
      kind: 'market',
      eventId: event.id,
      market: added,
    });
    expect(withMarket.markets.at(-1)).toEqual(added);
    const score = { home: 2, away: 1, period: '2nd_half', minute: 67 };
    expect(applyToDetail(event, { kind: 'score', eventId: event.id, score }).score).toEqual(score);
    expect(
      applyToDetail(event, { kind: 'status', eventId: event.id, status: 'suspended' }).status,
    ).toBe('suspended');
  });

  it("ignores another event's update", () => {
    const update = { kind: 'status', eventId: 'other', status: 'ended' } as const;
    expect(applyToDetail(event, update)).toBe(event);
  });
});
