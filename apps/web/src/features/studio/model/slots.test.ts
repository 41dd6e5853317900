import { PAYLINES } from '@aurum/games';
import { describe, expect, it } from 'vitest';
import { spinHighlights, winCells } from './slots';

const grid = [
  ['A', 'H1', 'K'],
  ['H1', 'W', 'J'],
  ['10', 'H1', 'A'],
  ['K', 'Q', 'J'],
  ['A', '10', 'Q'],
];

describe('slot highlights', () => {
  it('lights a line win along its payline, only as far as it pays', () => {
    const win = { line: 0, symbol: 'H1', count: 3, pay: 1 };
    expect(winCells(win, grid, PAYLINES.classic)).toEqual(['0:1', '1:1', '2:1']);
  });

  it('lights a ways win on every matching symbol and wild of the paying reels', () => {
    const win = { symbol: 'H1', count: 3, ways: 2, pay: 1 };
    expect(winCells(win, grid, null)).toEqual(['0:1', '1:0', '1:1', '2:1']);
  });

  it('adds paying scatters', () => {
    const spin = {
      grid: [['S', 'A', 'K'], ['Q', 'S', 'J'], ['10', 'K', 'S'], ['K'], ['A']],
      wins: [],
      scatter: { count: 3, pay: 20_000 },
      free: false,
    };
    expect([...spinHighlights(spin, null)].sort()).toEqual(['0:0', '1:1', '2:2']);
  });
});
