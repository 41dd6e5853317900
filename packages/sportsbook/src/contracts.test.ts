import * as contracts from '@aurum/contracts/sportsbook';
import type { TBetKind, TLegResult, TMarketType, TOddsFormat } from '@aurum/contracts/sportsbook';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MAX_LEGS, type BetKind } from './combinations';
import { outcomesOf, type MarketType } from './markets';
import type { OddsFormat } from './odds';
import { ODDS_MAX, ODDS_MIN } from './settle';
import type { OutcomeResult } from './settlement';

/**
 * This package has no runtime dependencies, so it repeats a few of the contracts' names and
 * limits: these tests fail the moment the two drift apart.
 */
describe('the sportsbook maths agree with the contracts', () => {
  // Type assertions: `npm run typecheck -w @aurum/sportsbook` fails when these unions differ.
  it('has the same market types, bet kinds, odds formats and leg results', () => {
    expectTypeOf<MarketType>().toEqualTypeOf<TMarketType>();
    expectTypeOf<BetKind>().toEqualTypeOf<TBetKind>();
    expectTypeOf<OddsFormat>().toEqualTypeOf<TOddsFormat>();
    expectTypeOf<OutcomeResult | 'open'>().toEqualTypeOf<TLegResult>();
  });

  it('has the same odds limits and most legs', () => {
    expect([ODDS_MIN, ODDS_MAX, MAX_LEGS]).toEqual([
      contracts.ODDS_MIN,
      contracts.ODDS_MAX,
      contracts.MAX_BET_LEGS,
    ]);
  });

  it('names outcomes for every market type of the contracts', () => {
    const field = [{ id: 'ver', name: 'Max Verstappen' }];
    const teams = { home: 'Arsenal', away: 'Chelsea' };
    const specifiers = { hcp: -0.25, map: 1, total: 2.5 };
    for (const type of contracts.MARKET_TYPES) {
      const outcomes = outcomesOf(type, specifiers, type === 'outright' ? field : teams);
      expect(outcomes.length, type).toBeGreaterThan(0);
    }
  });
});
