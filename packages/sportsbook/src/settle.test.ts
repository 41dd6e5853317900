import { describe, expect, it } from 'vitest';
import { formatRational } from './rational';
import {
  HALF_LOST,
  HALF_WON,
  LOST,
  VOID,
  WON,
  deadHeat,
  type OutcomeSettlement,
} from './settlement';
import { legFactor, payoutOf, type BetLeg } from './settle';

describe('legFactor = vf + (1 - vf) x (won ? odds x dhf : 0)', () => {
  it.each([
    ['won', 1850, WON, '37/20'],
    ['lost', 1850, LOST, '0'],
    ['void', 1850, VOID, '1'],
    ['half won', 1900, HALF_WON, '29/20'],
    ['half lost', 1900, HALF_LOST, '1/2'],
    ['dead heat of 2', 5000, deadHeat(2), '5/2'],
    ['dead heat of 3', 4000, deadHeat(3), '4/3'],
  ] as const)('%s at %i is %s', (_, odds, settlement: OutcomeSettlement, factor) => {
    expect(formatRational(legFactor(odds, settlement))).toBe(factor);
  });
});

/** A settled leg at these odds, or an open one. */
const leg = (odds: number, settlement: OutcomeSettlement | 'open'): BetLeg => ({
  odds,
  factor: settlement === 'open' ? 'open' : legFactor(odds, settlement),
});
const won = (odds: number) => leg(odds, WON);
const lost = (odds: number) => leg(odds, LOST);
const open = (odds: number) => leg(odds, 'open');
const voided = (odds: number) => leg(odds, VOID);

describe('payoutOf: singles, combos, systems, caps (stake in minor units)', () => {
  it.each([
    ['single won', 'single', 0, 1000n, [won(1850)], 'settled 1850'],
    ['single lost', 'single', 0, 1000n, [lost(1850)], 'lost 0'],
    ['single void', 'single', 0, 1000n, [voided(1850)], 'settled 1000'],
    ['single half won', 'single', 0, 1000n, [leg(1900, HALF_WON)], 'settled 1450'],
    ['single half lost', 'single', 0, 1000n, [leg(1900, HALF_LOST)], 'settled 500'],
    ['single dead heat 1/2', 'single', 0, 1000n, [leg(5000, deadHeat(2))], 'settled 2500'],
    ['single dead heat 1/3 floors', 'single', 0, 1000n, [leg(4000, deadHeat(3))], 'settled 1333'],
    ['single open', 'single', 0, 1000n, [open(1850)], 'open'],
    ['combo won', 'combo', 0, 1000n, [won(2000), won(1500)], 'settled 3000'],
    ['combo with a void leg', 'combo', 0, 1000n, [won(2000), voided(1500)], 'settled 2000'],
    ['combo all void', 'combo', 0, 1000n, [voided(2000), voided(1500)], 'settled 1000'],
    ['combo with a lost leg', 'combo', 0, 1000n, [won(2000), lost(1500)], 'lost 0'],
    ['combo half won floors', 'combo', 0, 1000n, [won(1850), leg(1900, HALF_WON)], 'settled 2682'],
    ['combo half lost', 'combo', 0, 1000n, [won(1850), leg(1900, HALF_LOST)], 'settled 925'],
    ['combo dead heat', 'combo', 0, 1000n, [leg(3000, deadHeat(2)), won(2000)], 'settled 3000'],
    ['combo open, rest won', 'combo', 0, 1000n, [won(2000), open(1500)], 'open'],
    ['combo open, one lost', 'combo', 0, 1000n, [open(2000), lost(1500)], 'lost 0'],
    // system 2/3: three combinations of two legs, a third of the stake each
    ['2/3 all won', 'system', 2, 900n, [won(2000), won(3000), won(1500)], 'settled 4050'],
    ['2/3 one lost', 'system', 2, 900n, [won(2000), won(3000), lost(1500)], 'settled 1800'],
    ['2/3 two lost', 'system', 2, 900n, [won(2000), lost(3000), lost(1500)], 'lost 0'],
    ['2/3 one lost, one open', 'system', 2, 900n, [won(2000), open(3000), lost(1500)], 'open'],
    ['2/3 two lost, one open', 'system', 2, 900n, [open(2000), lost(3000), lost(1500)], 'lost 0'],
    // a stake that does not split in three: each combination stakes exactly 1000/3
    [
      '2/3 indivisible stake',
      'system',
      2,
      1000n,
      [won(1850), won(1900), lost(1500)],
      'settled 1171',
    ],
    ['2/3 with a void', 'system', 2, 900n, [won(2000), won(3000), voided(1500)], 'settled 3300'],
    // system 3/4: four combinations of three legs
    [
      '3/4 all won',
      'system',
      3,
      400n,
      [won(2000), won(2000), won(2000), won(2000)],
      'settled 3200',
    ],
    [
      '3/4 one void',
      'system',
      3,
      400n,
      [won(2000), won(2000), won(2000), voided(2000)],
      'settled 2000',
    ],
    [
      '3/4 one lost',
      'system',
      3,
      400n,
      [won(2000), won(2000), won(2000), lost(2000)],
      'settled 800',
    ],
    ['3/4 two lost', 'system', 3, 400n, [won(2000), lost(2000), won(2000), lost(2000)], 'lost 0'],
    [
      '3/4 dead heat, half won',
      'system',
      3,
      400n,
      [leg(3000, deadHeat(3)), leg(1900, HALF_WON), won(2000), won(2000)],
      'settled 1560',
    ],
  ] as const)('%s', (_, kind, systemSize, stakeMinor, legs, expected) => {
    const paid = payoutOf({ kind, systemSize, stakeMinor, legs });
    expect(paid.state === 'open' ? 'open' : `${paid.state} ${String(paid.payoutMinor)}`).toBe(
      expected,
    );
  });

  it.each([
    [20_000n, 20_000n, true],
    [50_000n, 50_000n, false],
    [60_000n, 50_000n, false],
  ])('caps a payout of 50000 at %s: pays %s (capped %s)', (capMinor, payoutMinor, capped) => {
    const paid = payoutOf({ kind: 'single', stakeMinor: 1000n, legs: [won(50_000)], capMinor });
    expect(paid).toEqual({ state: 'settled', payoutMinor, capped });
  });

  it.each([
    ['single', undefined, 2],
    ['combo', undefined, 1],
    ['system', 3, 3],
    ['system', 1, 3],
    ['system', undefined, 3],
  ] as const)('refuses a %s of size %s with %i legs', (kind, systemSize, count) => {
    const legs = Array.from({ length: count }, () => won(2000));
    expect(() => payoutOf({ kind, systemSize, stakeMinor: 100n, legs })).toThrow(RangeError);
  });

  it('refuses odds outside 1001..1000000 and a negative stake', () => {
    expect(() =>
      payoutOf({ kind: 'single', stakeMinor: 1n, legs: [{ odds: 1000, factor: 'open' }] }),
    ).toThrow(RangeError);
    expect(() => payoutOf({ kind: 'single', stakeMinor: -1n, legs: [won(2000)] })).toThrow(
      RangeError,
    );
  });
});
