import { parseDecimal } from '@aurum/contracts/money';
import { describe, expect, it } from 'vitest';
import { drawPrize, expectedCost } from './draw';
import { DEMO_WHEEL } from './wheel.seed';

/** A random source that always answers `ticket`, and remembers the bound it was asked for. */
function fixed(ticket: number) {
  const asked: number[] = [];
  return {
    asked,
    below: (max: number) => {
      asked.push(max);
      return ticket;
    },
  };
}

describe('drawPrize', () => {
  // Weights [3, 0, 2, 5]: rows own the tickets [0,3), none, [3,5) and [5,10).
  it.each([
    { weights: [3, 0, 2, 5], ticket: 0, index: 0 },
    { weights: [3, 0, 2, 5], ticket: 2, index: 0 },
    { weights: [3, 0, 2, 5], ticket: 3, index: 2 },
    { weights: [3, 0, 2, 5], ticket: 4, index: 2 },
    { weights: [3, 0, 2, 5], ticket: 5, index: 3 },
    { weights: [3, 0, 2, 5], ticket: 9, index: 3 },
    { weights: [0, 4], ticket: 0, index: 1 },
    { weights: [4, 0], ticket: 3, index: 0 },
    { weights: [0, 0, 1, 0], ticket: 0, index: 2 },
    { weights: [1], ticket: 0, index: 0 },
    { weights: [1_000_000_000, 1], ticket: 999_999_999, index: 0 },
    { weights: [1_000_000_000, 1], ticket: 1_000_000_000, index: 1 },
  ])('ticket $ticket of $weights is row $index', ({ weights, ticket, index }) => {
    const random = fixed(ticket);
    expect(drawPrize(weights, random.below)).toBe(index);
    expect(random.asked).toEqual([weights.reduce((sum, weight) => sum + weight, 0)]);
  });

  it('gives every row exactly its weight in tickets, and zero-weight rows none', () => {
    const weights = DEMO_WHEEL.map((prize) => prize.weight);
    const tables = [[3, 0, 2, 5], [0, 1, 0, 0, 7, 0], weights];
    for (const table of tables) {
      const total = table.reduce((sum, weight) => sum + weight, 0);
      const counts = table.map(() => 0);
      for (let ticket = 0; ticket < total; ticket += 1) {
        const index = drawPrize(table, () => ticket);
        counts[index] = (counts[index] ?? 0) + 1;
      }
      expect(counts).toEqual(table);
    }
  });

  it.each([
    { weights: [0, 0], why: 'no positive weight' },
    { weights: [], why: 'no rows' },
    { weights: [2, -1], why: 'a negative weight' },
    { weights: [1.5], why: 'a fractional weight' },
    { weights: [Number.MAX_SAFE_INTEGER, 1], why: 'a total past safe integers' },
  ])('refuses $why', ({ weights }) => {
    expect(() => drawPrize(weights, () => 0)).toThrow(RangeError);
  });

  it.each([-1, 10, 0.5])('refuses a random source answering %s outside [0, total)', (ticket) => {
    expect(() => drawPrize([3, 0, 2, 5], () => ticket)).toThrow(RangeError);
  });

  it('draws from node:crypto by default, within the rows that have weight', () => {
    for (let round = 0; round < 200; round += 1) expect([1, 3]).toContain(drawPrize([0, 5, 0, 5]));
  });
});

describe('expectedCost', () => {
  it.each([
    { prizes: [{ kind: 'main', amount: 100n, weight: 1 }], cost: 100n },
    // Promo and none prizes cost nothing; weights of every row count in the chance.
    {
      prizes: [
        { kind: 'main', amount: 100n, weight: 1 },
        { kind: 'bonus', amount: 300n, weight: 1 },
        { kind: 'promo', amount: 500n, weight: 1 },
        { kind: 'none', amount: 0n, weight: 1 },
      ],
      cost: 100n,
    },
    // 5 / 2 = 2.5 rounds half up to 3; 1 / 3 rounds down to 0.
    {
      prizes: [
        { kind: 'main', amount: 5n, weight: 1 },
        { kind: 'none', amount: 0n, weight: 1 },
      ],
      cost: 3n,
    },
    {
      prizes: [
        { kind: 'main', amount: 1n, weight: 1 },
        { kind: 'none', amount: 0n, weight: 2 },
      ],
      cost: 0n,
    },
  ])('is $cost for $prizes.length prizes', ({ prizes, cost }) => {
    expect(expectedCost(prizes)).toBe(cost);
  });

  it('keeps the demo wheel under $0.50 a spin', () => {
    const cost = expectedCost(
      DEMO_WHEEL.map((prize) => ({ ...prize, amount: parseDecimal(prize.amount, 2) })),
    );
    expect(cost).toBe(41n);
  });
});
