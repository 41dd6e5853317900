import { describe, expect, it } from 'vitest';
import { shuffledShoe } from '../cards';
import { GameParamsError } from '../errors';
import { playRound, verifyRound } from '../registry';
import { STEPPED_GAMES, videoPokerGame } from '../stepped';
import {
  drawHand,
  evaluateHand,
  JACKS_OR_BETTER_PAYS,
  POKER_HAND_COUNTS,
  POKER_HANDS,
  standPatRtp,
  type TPokerHand,
  type TVideoPokerState,
} from './video-poker';
import { simpleHold } from './video-poker-strategy';

/** `'AS KH 10D'` → card numbers (rank + 13 × suit; suits S H D C). */
function cards(text: string): number[] {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  return text.split(' ').map((label) => {
    const rank = ranks.indexOf(label.slice(0, -1));
    const suit = 'SHDC'.indexOf(label.slice(-1));
    if (rank < 0 || suit < 0) throw new Error(`bad card ${label}`);
    return rank + 13 * suit;
  });
}

const seeds = { serverSeed: 'poker-server', clientSeed: 'poker-client', nonce: 11 };
const code = { type: 'video-poker' as const, variant: 'jacks-or-better', theme: 'poker' };
const HOLD_NONE = [false, false, false, false, false];

describe('hand evaluator', () => {
  const cases: [string, TPokerHand][] = [
    ['10H JH QH KH AH', 'royal-flush'],
    ['AS KS QS JS 10S', 'royal-flush'],
    ['9D 10D JD QD KD', 'straight-flush'],
    ['AC 2C 3C 4C 5C', 'straight-flush'],
    ['7S 7H 7D 7C 2S', 'four-of-a-kind'],
    ['AS AH AD AC KS', 'four-of-a-kind'],
    ['3S 3H 3D 9C 9S', 'full-house'],
    ['2H 7H 9H JH KH', 'flush'],
    ['AS 2H 3D 4C 5S', 'straight'],
    ['10S JH QD KC AS', 'straight'],
    ['6S 7H 8D 9C 10S', 'straight'],
    ['QS KH AD 2C 3S', 'nothing'],
    ['JS QH KD AC 2S', 'nothing'],
    ['5S 5H 5D KC 2S', 'three-of-a-kind'],
    ['5S 5H KD KC 2S', 'two-pair'],
    ['2S 2H 3D 3C AS', 'two-pair'],
    ['JS JH 3D 8C AS', 'jacks-or-better'],
    ['QS 4H QD 8C 2S', 'jacks-or-better'],
    ['KS 4H 6D KC 2S', 'jacks-or-better'],
    ['AS 4H 6D 8C AC', 'jacks-or-better'],
    ['10S 10H 3D 8C AS', 'nothing'],
    ['2S 2H 3D 8C AS', 'nothing'],
    ['2S 4H 6D 8C 10H', 'nothing'],
    ['2H 4H 6H 8H 10S', 'nothing'],
  ];
  it.each(cases)('%s is %s', (hand, rank) => {
    expect(evaluateHand(cards(hand))).toBe(rank);
  });

  it('refuses anything but five different cards', () => {
    expect(() => evaluateHand(cards('AS KS QS JS'))).toThrow(GameParamsError);
    expect(() => evaluateHand(cards('AS AS QS JS 9S'))).toThrow(GameParamsError);
  });

  it('classes all C(52, 5) hands in the known counts', () => {
    const counts = Object.fromEntries(POKER_HANDS.map((hand) => [hand, 0])) as Record<
      TPokerHand,
      number
    >;
    const hand = [0, 0, 0, 0, 0];
    for (let a = 0; a < 48; a++) {
      hand[0] = a;
      for (let b = a + 1; b < 49; b++) {
        hand[1] = b;
        for (let c = b + 1; c < 50; c++) {
          hand[2] = c;
          for (let d = c + 1; d < 51; d++) {
            hand[3] = d;
            for (let e = d + 1; e < 52; e++) {
              hand[4] = e;
              counts[evaluateHand(hand)]++;
            }
          }
        }
      }
    }
    expect(counts).toEqual(POKER_HAND_COUNTS);
  }, 60_000);
});

describe('paytable', () => {
  it('is 9/6 full pay, for 1', () => {
    expect(JACKS_OR_BETTER_PAYS).toEqual({
      'royal-flush': 800,
      'straight-flush': 50,
      'four-of-a-kind': 25,
      'full-house': 9,
      flush: 6,
      straight: 4,
      'three-of-a-kind': 3,
      'two-pair': 2,
      'jacks-or-better': 1,
      nothing: 0,
    });
    // Σ count × pay / C(52, 5) = 875 504 / 2 598 960
    expect(standPatRtp()).toBeCloseTo((100 * 875_504) / 2_598_960, 10);
  });
});

describe('a hand', () => {
  it('deals the shoe’s first five cards and hides the rest until the draw', () => {
    const shoe = shuffledShoe(seeds, 1, 10);
    const step = videoPokerGame.start(seeds, {}, 100n);
    expect(step.state.shoe).toEqual(shoe);
    expect(step.view).toEqual({
      status: 'dealt',
      hand: shoe.slice(0, 5),
      rank: evaluateHand(shoe.slice(0, 5)),
    });
    expect(step.settled).toBeUndefined();
    expect(JSON.stringify(step.view)).not.toContain(String(shoe.slice(5)));
  });

  it('replaces discards left to right from positions 5..9', () => {
    const shoe = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(drawHand(shoe, [true, false, true, false, false])).toEqual([0, 5, 2, 6, 7]);
    expect(drawHand(shoe, HOLD_NONE)).toEqual([5, 6, 7, 8, 9]);
    expect(drawHand(shoe, [true, true, true, true, true])).toEqual([0, 1, 2, 3, 4]);
  });

  it('settles on the draw with the paytable, and verifyRound replays it', () => {
    const hold = [true, false, true, false, true];
    const start = videoPokerGame.start(seeds, {}, 100n);
    expect(videoPokerGame.stakeOf(start.state, { action: 'draw', hold } as never, 100n)).toBe(0n);
    const end = videoPokerGame.act(start.state, { action: 'draw', hold } as never, 100n);
    const hand = drawHand(start.state.shoe, hold);
    const rank = evaluateHand(hand);
    expect(end.settled?.outcome).toEqual({
      shoe: start.state.shoe,
      dealt: start.state.shoe.slice(0, 5),
      held: hold,
      hand,
      rank,
    });
    expect(end.settled?.payout).toBe(100n * BigInt(JACKS_OR_BETTER_PAYS[rank]));
    expect(end.view).toMatchObject({ status: 'done', hand, rank });
    const stored = [{ action: 'draw', hold, at: '2026-11-26T10:00:00Z' }];
    expect(verifyRound(code, seeds, {}, 100n, stored)).toEqual(end.settled);
    expect(STEPPED_GAMES['video-poker']).toBe(videoPokerGame);
  });

  it('pays a royal flush 800 for 1', () => {
    const state: TVideoPokerState = {
      shoe: [...cards('10H JH QH KH AH'), 0, 1, 2, 3, 4],
      held: null,
    };
    const end = videoPokerGame.act(
      state,
      { action: 'draw', hold: [true, true, true, true, true] } as never,
      250n,
    );
    expect(end.settled?.payout).toBe(200_000n);
    expect(end.settled?.multiplier).toBe(8_000_000);
  });

  it('refuses a second draw, bad holds, params and one-step play', () => {
    const start = videoPokerGame.start(seeds, {}, 100n);
    const end = videoPokerGame.act(start.state, { action: 'draw', hold: HOLD_NONE } as never, 100n);
    expect(() =>
      videoPokerGame.stakeOf(end.state, { action: 'draw', hold: HOLD_NONE } as never, 100n),
    ).toThrow(GameParamsError);
    expect(() =>
      videoPokerGame.act(end.state, { action: 'draw', hold: HOLD_NONE } as never, 100n),
    ).toThrow(GameParamsError);
    for (const action of [
      { action: 'draw', hold: [true] },
      { action: 'draw', hold: [1, 0, 0, 0, 0] },
      { action: 'draw' },
      { action: 'stand' },
    ]) {
      expect(() => videoPokerGame.act(start.state, action as never, 100n)).toThrow(GameParamsError);
    }
    expect(() => videoPokerGame.start(seeds, { coins: 5 }, 100n)).toThrow(GameParamsError);
    expect(() => videoPokerGame.start(seeds, {}, 0n)).toThrow(GameParamsError);
    expect(() => playRound(code, seeds, {}, 100n)).toThrow(GameParamsError);
    expect(() => verifyRound(code, seeds, {}, 100n, [])).toThrow(GameParamsError);
  });
});

describe('simple holding strategy', () => {
  const holds: [string, string][] = [
    ['10H JH QH KH AH', '11111'],
    ['2H 3D 4S 5C 6H', '11111'],
    ['10H JH QH KH 3C', '11110'],
    ['10H JH QH 9H 2H', '11111'],
    ['5S 5H 5D KC 2S', '11100'],
    ['5S 5H KD KC 2S', '11110'],
    ['JS 4H JD 8C 2S', '10100'],
    ['2H 7H 9H JH KS', '11110'],
    ['4S 5H 6D 7C KS', '11110'],
    ['QS 3H KD AC 8S', '10100'],
    ['2S 4H 7D 9C 3H', '00000'],
  ];
  it.each(holds)('%s holds %s', (hand, expected) => {
    expect(
      simpleHold(cards(hand))
        .map((held) => (held ? '1' : '0'))
        .join(''),
    ).toBe(expected);
  });
});
