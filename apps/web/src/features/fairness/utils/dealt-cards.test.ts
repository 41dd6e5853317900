import { describe, expect, it } from 'vitest';
import { dealtCards } from './dealt-cards';

describe('dealtCards', () => {
  it('reads a baccarat outcome hand by hand, and nothing else', () => {
    expect(dealtCards({ player: [3, 12, 15], banker: [1, 2], result: 'player' })).toEqual({
      player: '4♠ K♠ 3♥',
      banker: '2♠ 3♠',
    });
    expect(dealtCards({ number: 17 })).toBeNull();
    expect(dealtCards({ player: [52], banker: [1] })).toBeNull();
    expect(dealtCards(null)).toBeNull();
  });
});
