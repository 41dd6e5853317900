import { describe, expect, it } from 'vitest';
import { aWheelPrize, aWheelTable } from '@/testing/wheel-fixtures';
import {
  abbreviateUsd,
  displayIndexOf,
  prizeIndexOf,
  teaserPrizeIndex,
  toWheelSegments,
} from './wheel-segments';

describe('wheel segment order', () => {
  it('shows the server first prize last and the rest in order', () => {
    const segments = toWheelSegments(aWheelTable().items);

    expect(segments).toHaveLength(15);
    expect(segments.map((segment) => segment.prizeIndex)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0,
    ]);
    expect(segments.at(-1)?.label).toBe('$5k');
    expect(segments[0]?.label).toBe('$1');
  });

  it.each([
    [0, 15, 14],
    [1, 15, 0],
    [7, 15, 6],
    [14, 15, 13],
    [0, 8, 7],
    [3, 8, 2],
    [0, 1, 0],
  ])('draws server prize %i of %i at segment %i, and back', (prizeIndex, count, display) => {
    expect(displayIndexOf(prizeIndex, count)).toBe(display);
    expect(prizeIndexOf(display, count)).toBe(prizeIndex);
  });

  it('puts every server prize on the segment that shows its amount', () => {
    const items = aWheelTable().items;
    const segments = toWheelSegments(items);
    items.forEach((prize, prizeIndex) => {
      const segment = segments[displayIndexOf(prizeIndex, items.length)];
      expect(segment?.prizeIndex).toBe(prizeIndex);
      expect(segment?.label).toBe(abbreviateUsd(prize.amount.primaryValue));
    });
  });

  it('marks a prize of 0 as no prize', () => {
    const [segment] = toWheelSegments([aWheelPrize('1.00'), aWheelPrize('0.00')]);
    expect(segment).toMatchObject({ prizeIndex: 1, label: null, kind: 'none' });
  });
});

describe('abbreviateUsd', () => {
  it.each([
    ['0.00', null],
    ['0.50', '$0.50'],
    ['0.15', '$0.15'],
    ['1.00', '$1'],
    ['2.75', '$2.75'],
    ['999.99', '$999.99'],
    ['1000.00', '$1k'],
    ['1500.00', '$1.5k'],
    ['2250.00', '$2.25k'],
    ['999999.00', '$999.99k'],
    ['1000000.00', '$1m'],
    ['2500000.00', '$2.5m'],
  ])('%s reads %s', (amount, label) => {
    expect(abbreviateUsd(amount)).toBe(label);
  });
});

describe('teaserPrizeIndex', () => {
  it('lands on prize index 1 to 14, never the first prize', () => {
    expect(teaserPrizeIndex(15, () => 0)).toBe(1);
    expect(teaserPrizeIndex(15, () => 0.9999)).toBe(14);
    expect(teaserPrizeIndex(8, () => 0.9999)).toBe(7);
    expect(teaserPrizeIndex(1, () => 0.5)).toBe(0);
  });
});
