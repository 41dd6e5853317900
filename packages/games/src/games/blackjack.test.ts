import { describe, expect, it } from 'vitest';
import { shuffledShoe } from '../cards';
import { GameParamsError } from '../errors';
import { playRound, verifyRound } from '../registry';
import { blackjackGame, replaySteps, STEPPED_GAMES } from '../stepped';
import {
  blackjackAct,
  blackjackActions,
  blackjackStakeOf,
  dealBlackjack,
  handTotal,
  publicBlackjackView,
  settleBlackjack,
  type TBlackjackAction,
  type TBlackjackState,
} from './blackjack';
import { blackjackBasicStrategy, playBlackjackStrategy } from './blackjack-strategy';

const RANK_OF: Record<string, number> = {
  A: 0,
  '2': 1,
  '3': 2,
  '4': 3,
  '5': 4,
  '6': 5,
  '7': 6,
  '8': 7,
  '9': 8,
  '10': 9,
  J: 10,
  Q: 11,
  K: 12,
};

/** A shoe starting with the given ranks (spades), padded with twos of hearts. */
function shoe(...ranks: string[]): number[] {
  const head = ranks.map((rank) => RANK_OF[rank] ?? 0);
  return [...head, ...Array.from({ length: 60 }, () => 14)];
}

/** Deals p1, up, p2, hole, then the rest in order. */
function deal(...ranks: string[]): TBlackjackState {
  return dealBlackjack(shoe(...ranks));
}

function play(state: TBlackjackState, actions: TBlackjackAction[], bet = 100n) {
  let staked = bet;
  let current = state;
  for (const action of actions) {
    staked += blackjackStakeOf(current, action, bet);
    current = blackjackAct(current, action, bet);
  }
  return { state: current, staked, settled: settleBlackjack(current, bet) };
}

const seeds = { serverSeed: 'bj-server', clientSeed: 'bj-client', nonce: 0 };
const code = { type: 'blackjack', variant: 'classic', theme: 'classic' } as const;

describe('blackjack rules', () => {
  it('counts soft and hard totals', () => {
    expect(handTotal([0, 5])).toEqual({ total: 17, soft: true });
    expect(handTotal([0, 5, 9])).toEqual({ total: 17, soft: false });
    expect(handTotal([0, 0, 8])).toEqual({ total: 21, soft: true });
    expect(handTotal([12, 11, 1])).toEqual({ total: 22, soft: false });
  });

  it('pays a natural 3:2, rounding an odd half down, and ends the round at the deal', () => {
    const state = deal('A', '9', 'K', '7');
    expect(state.phase).toBe('over');
    expect(settleBlackjack(state, 100n)).toMatchObject({ payout: 250n, multiplier: 25_000 });
    expect(settleBlackjack(state, 5n).payout).toBe(12n);
    expect(settleBlackjack(state, 1n).payout).toBe(2n);
  });

  it('peeks under a ten: a dealer blackjack ends the round, pushing a player natural', () => {
    const lost = deal('9', 'K', '9', 'A');
    expect(lost.phase).toBe('over');
    expect(settleBlackjack(lost, 100n).payout).toBe(0n);
    const pushed = deal('A', 'Q', 'J', 'A');
    expect(settleBlackjack(pushed, 100n)).toMatchObject({ payout: 100n, multiplier: 10_000 });
    expect(settleBlackjack(pushed, 100n).outcome.hands[0]?.result).toBe('push');
  });

  it('returns the stake on a push and pays 1:1 on a win', () => {
    const push = play(deal('10', '10', '8', '8'), ['stand']);
    expect(push.settled.payout).toBe(100n);
    expect(push.settled.outcome.hands[0]?.result).toBe('push');
    const win = play(deal('10', '10', '9', '8'), ['stand']);
    expect(win.settled.payout).toBe(200n);
  });

  it('the dealer stands on soft 17 and draws to 16', () => {
    const soft17 = play(deal('10', 'A', '8', '6'), ['no_insurance', 'stand']);
    expect(soft17.settled.outcome.dealer).toHaveLength(2);
    expect(soft17.settled.outcome.dealerTotal).toBe(17);
    expect(soft17.settled.payout).toBe(200n);
    // 6 + 10 = 16 draws a 5: 21.
    const draws = play(deal('10', '6', '9', '10', '5'), ['stand']);
    expect(draws.settled.outcome.dealer).toHaveLength(3);
    expect(draws.settled.outcome.dealerTotal).toBe(21);
    expect(draws.settled.payout).toBe(0n);
    // 6 + 10 draws a K: bust, the player's 12 wins.
    const bust = play(deal('10', '6', '2', '10', 'K'), ['stand']);
    expect(bust.settled.outcome.dealerTotal).toBe(26);
    expect(bust.settled.payout).toBe(200n);
  });

  it('a bust loses even when the dealer busts too, and the dealer does not draw for busted hands', () => {
    const busted = play(deal('10', '6', '6', '10', 'K'), ['hit']);
    expect(busted.state.phase).toBe('over');
    expect(busted.settled.outcome.hands[0]?.result).toBe('bust');
    expect(busted.settled.outcome.dealer).toHaveLength(2);
    expect(busted.settled.payout).toBe(0n);
  });

  it('a hand reaching 21 stands by itself', () => {
    const state = blackjackAct(deal('10', '7', '5', '10', '6'), 'hit', 100n);
    expect(state.phase).toBe('over');
    expect(settleBlackjack(state, 100n).payout).toBe(200n);
  });

  it('doubles on two cards for one card at twice the stake', () => {
    const doubled = play(deal('6', '6', '5', '10', '10', '9'), ['double']);
    expect(doubled.staked).toBe(200n);
    expect(doubled.settled.outcome.hands[0]).toMatchObject({ doubled: true, total: 21 });
    expect(doubled.settled.payout).toBe(400n);
    expect(doubled.settled.multiplier).toBe(20_000);
  });

  it('splits pairs into up to four hands, with double after split', () => {
    // 8 8 against a 6; hands get 8 (resplit), 3, then 8 (resplit) , 2 ...
    const start = deal('8', '6', '8', '10', '8', '3', '8', '2', '10', '9', '5', '10');
    expect(blackjackActions(start)).toContain('split');
    let state = blackjackAct(start, 'split', 100n);
    expect(state.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    expect(blackjackActions(state)).toContain('split'); // 8 8 again
    state = blackjackAct(state, 'split', 100n); // hands: [8 8], [8 2], [8 3]
    state = blackjackAct(state, 'split', 100n); // hands: [8 10], [8 9], [8 2], [8 3]
    expect(state.hands).toHaveLength(4);
    expect(state.hands.map((hand) => hand.cards.map((card) => card % 13))).toEqual([
      [7, 9],
      [7, 8],
      [7, 1],
      [7, 2],
    ]);
    // A 4th hand can't split again even with a pair; every hand may double.
    expect(blackjackActions(state)).toEqual(['hit', 'stand', 'double']);
    const { staked, settled } = play(state, ['stand', 'stand', 'double', 'double'], 100n);
    // Dealer 6 + 10 = 16 draws the next card after the two doubles' cards.
    expect(settled.outcome.hands).toHaveLength(4);
    expect(settled.outcome.hands.every((hand) => hand.split)).toBe(true);
    expect(staked).toBe(300n); // the opening bet and two doubles (`play` counts from `state`)
    const total = play(start, ['split', 'split', 'split', 'stand', 'stand', 'double', 'double']);
    expect(total.staked).toBe(600n);
    expect(settleBlackjack(total.state, 100n)).toEqual(settled);
    // Doubled [8 2 5] = 15 and [8 3 10] = 21; dealer 16 draws a 2 (the padding): 18.
    expect(settled.outcome.dealerTotal).toBe(18);
    expect(settled.outcome.hands.map((hand) => hand.result)).toEqual([
      'push',
      'lose',
      'lose',
      'win',
    ]);
    expect(settled.payout).toBe(100n + 400n);
    expect(settled.multiplier).toBe(Math.floor((500 * 10_000) / 600));
  });

  it('split aces take one card each, stand, and 21 there is not a blackjack', () => {
    const start = deal('A', '7', 'A', '10', 'K', '9');
    const { state, staked, settled } = play(start, ['split']);
    expect(state.phase).toBe('over');
    expect(staked).toBe(200n);
    expect(settled.outcome.hands.map((hand) => [hand.total, hand.result])).toEqual([
      [21, 'win'],
      [20, 'win'],
    ]);
    expect(settled.payout).toBe(400n);
  });

  it('insurance pays 2:1 when the dealer has blackjack and is lost otherwise', () => {
    const start = deal('10', 'A', '9', 'K');
    expect(start.phase).toBe('insurance');
    expect(blackjackActions(start)).toEqual(['insurance', 'no_insurance']);
    expect(blackjackStakeOf(start, 'insurance', 101n)).toBe(50n);
    const insured = play(start, ['insurance']);
    expect(insured.staked).toBe(150n);
    expect(insured.settled.payout).toBe(150n);
    expect(insured.settled.outcome.insurance).toBe('taken');
    const declined = play(start, ['no_insurance']);
    expect(declined.settled.payout).toBe(0n);

    const noBlackjack = deal('10', 'A', '9', '7');
    const lostInsurance = play(noBlackjack, ['insurance', 'stand']);
    expect(lostInsurance.staked).toBe(150n);
    expect(lostInsurance.settled.outcome.dealerTotal).toBe(18);
    expect(lostInsurance.settled.payout).toBe(200n);
    // A natural against an ace waits for the insurance choice, then pays 3:2.
    const natural = play(deal('A', 'A', 'K', '7'), ['no_insurance']);
    expect(natural.settled.payout).toBe(250n);
  });

  it('refuses actions out of turn', () => {
    const start = deal('10', '6', '2', '10', '3', '4');
    const hit = blackjackAct(start, 'hit', 100n);
    expect(() => blackjackStakeOf(hit, 'double', 100n)).toThrow(GameParamsError);
    expect(() => blackjackAct(hit, 'double', 100n)).toThrow(GameParamsError);
    expect(() => blackjackAct(start, 'split', 100n)).toThrow(GameParamsError);
    expect(() => blackjackAct(start, 'insurance', 100n)).toThrow(GameParamsError);
    const insurance = deal('10', 'A', '9', '7');
    expect(() => blackjackAct(insurance, 'hit', 100n)).toThrow(GameParamsError);
    expect(() => blackjackStakeOf(insurance, 'insurance', 1n)).toThrow(GameParamsError);
    const over = blackjackAct(start, 'stand', 100n);
    expect(over.phase).toBe('over');
    for (const action of ['hit', 'stand', 'double', 'split', 'no_insurance'] as const) {
      expect(() => blackjackAct(over, action, 100n)).toThrow(GameParamsError);
    }
    expect(() => blackjackGame.act(start, { action: 'surrender' }, 100n)).toThrow(GameParamsError);
    expect(() => blackjackGame.start(seeds, { decks: 1 }, 100n)).toThrow(GameParamsError);
    expect(() => blackjackGame.start(seeds, {}, 0n)).toThrow(GameParamsError);
    expect(() => playRound(code, seeds, {}, 100n)).toThrow(GameParamsError);
  });

  it('hides the hole card and the shoe while open, shows everything at the end', () => {
    const start = deal('10', '6', '2', '10', '3', '4');
    const view = publicBlackjackView(start, 100n);
    expect(view).toEqual({
      status: 'player',
      dealer: [5, null],
      dealerTotal: 6,
      hands: [{ cards: [9, 1], total: 12, soft: false, doubled: false, split: false, done: false }],
      active: 0,
      insurance: null,
      actions: ['hit', 'stand', 'double'],
    });
    expect(JSON.stringify(view)).not.toContain('shoe');
    const over = publicBlackjackView(blackjackAct(start, 'stand', 100n), 100n);
    expect(over).toMatchObject({
      status: 'over',
      dealer: [5, 9, 2],
      dealerTotal: 19,
      dealt: [9, 5, 1, 9, 2],
      multiplier: 0,
      actions: [],
    });
  });
});

describe('blackjack rounds from seeds', () => {
  it('deals from the round shoe in order', () => {
    const step = blackjackGame.start(seeds, {}, 100n);
    const cards = shuffledShoe(seeds, 6);
    expect(step.state.shoe).toEqual(cards);
    expect(step.state.hands[0]?.cards).toEqual([cards[0], cards[2]]);
    expect(step.state.dealer).toEqual([cards[1], cards[3]]);
  });

  it('is registered and replays to the same settlement, stakes included', () => {
    expect(STEPPED_GAMES.blackjack).toBe(blackjackGame);
    let checked = 0;
    for (let nonce = 0; nonce < 40; nonce++) {
      const round = { ...seeds, nonce };
      const played = playBlackjackStrategy(round, 300n);
      const stored = played.actions.map((action) => ({ action, at: '2026-11-26T00:00:00Z' }));
      const replayed = replaySteps(blackjackGame, round, {}, 300n, stored);
      expect(replayed.staked).toBe(played.staked);
      expect(replayed.settled?.payout).toBe(played.payout);
      expect(verifyRound(code, round, {}, 300n, stored)).toEqual(replayed.settled);
      if (played.actions.length > 0) {
        checked++;
        expect(() => verifyRound(code, round, {}, 300n, stored.slice(0, -1))).toThrow(
          GameParamsError,
        );
      }
      expect(() => verifyRound(code, round, {}, 300n, [...stored, { action: 'stand' }])).toThrow(
        GameParamsError,
      );
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('basic strategy reads the open view', () => {
    const view = (...ranks: string[]) => publicBlackjackView(deal(...ranks), 100n);
    expect(blackjackBasicStrategy(view('8', '6', '8', '10'))).toBe('split');
    expect(blackjackBasicStrategy(view('6', '6', '5', '10'))).toBe('double');
    expect(blackjackBasicStrategy(view('10', '6', '2', '10'))).toBe('stand');
    expect(blackjackBasicStrategy(view('10', '7', '2', '10'))).toBe('hit');
    expect(blackjackBasicStrategy(view('A', '4', '7', '10'))).toBe('double');
    expect(blackjackBasicStrategy(view('A', '9', '7', '10'))).toBe('hit');
    expect(blackjackBasicStrategy(view('10', 'A', '9', '7'))).toBe('no_insurance');
  });
});
