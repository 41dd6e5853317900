import { describe, expect, it } from 'vitest';
import { shuffledShoe } from '../cards';
import { GameParamsError } from '../errors';
import { playRound, verifyRound } from '../registry';
import {
  baccaratDealWeights,
  baccaratReturn,
  baccaratRtp,
  baccaratValue,
  bankerDraws,
  dealBaccarat,
  playBaccarat,
  type TBaccaratBet,
} from './baccarat';

const seeds = { serverSeed: 'baccarat-server', clientSeed: 'baccarat-client', nonce: 0 };
const code = { type: 'baccarat', variant: 'punto-banco', theme: 'baccarat' } as const;
/** A card of the given rank index in spades (0 = ace ... 9 = ten, 12 = king). */
const rank = (index: number) => index;
const TEN = rank(9);
const KING = rank(12);
/** Cards for a value 0..9 (0 is a king). */
const v = (value: number) => (value === 0 ? KING : rank(value - 1));

describe('baccarat deal', () => {
  it('values cards: ace 1, two..nine face value, tens and faces 0', () => {
    expect([0, 1, 8, 9, 10, 11, 12].map(baccaratValue)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(baccaratValue(13 + 4)).toBe(5);
  });

  it('stops on a natural', () => {
    // P 9 (K, 9), B 3 (A, 2): both stand, player wins.
    const deal = dealBaccarat([v(0), v(1), v(9), v(2), v(5), v(5)]);
    expect(deal.player).toEqual([v(0), v(9)]);
    expect(deal.banker).toEqual([v(1), v(2)]);
    expect([deal.playerTotal, deal.bankerTotal, deal.result]).toEqual([9, 3, 'player']);
  });

  it('player stands on 6–7 and the banker then draws on 0–5 from the next card', () => {
    // P 7 (3, 4), B 5 (2, 3): banker draws position 4 (a 2) to 7: tie.
    const deal = dealBaccarat([v(3), v(2), v(4), v(3), v(2), v(9)]);
    expect(deal.player).toHaveLength(2);
    expect(deal.banker).toEqual([v(2), v(3), v(2)]);
    expect(deal.result).toBe('tie');
    // P 6, B 6: nobody draws.
    const still = dealBaccarat([v(3), v(3), v(3), v(3), v(1), v(1)]);
    expect([still.player.length, still.banker.length, still.result]).toEqual([2, 2, 'tie']);
  });

  it('player draws on 0–5, the banker follows the tableau with the next card', () => {
    // P 5 (2, 3) draws an 8 → 3; B 3 stands against an 8.
    const eight = dealBaccarat([v(2), v(1), v(3), v(2), v(8), v(4)]);
    expect(eight.player).toEqual([v(2), v(3), v(8)]);
    expect(eight.banker).toEqual([v(1), v(2)]);
    // P 1 draws a 4 → 5; B 6 stands against a 4; banker wins 6 to 5.
    const six = dealBaccarat([v(1), v(3), v(0), v(3), v(4), v(9)]);
    expect(six.banker).toHaveLength(2);
    expect([six.playerTotal, six.bankerTotal, six.result]).toEqual([5, 6, 'banker']);
    // P 0 draws a 7 → 7; B 6 draws against a 7, position 5 (a 3) → 9: banker wins.
    const draw = dealBaccarat([v(0), v(3), TEN, v(3), v(7), v(3)]);
    expect(draw.banker).toEqual([v(3), v(3), v(3)]);
    expect(draw.result).toBe('banker');
  });

  it('the banker tableau after a player draw', () => {
    const drawsOn = (total: number) =>
      Array.from({ length: 10 }, (_, third) => third).filter((third) => bankerDraws(total, third));
    expect(drawsOn(2)).toHaveLength(10);
    expect(drawsOn(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(drawsOn(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(drawsOn(5)).toEqual([4, 5, 6, 7]);
    expect(drawsOn(6)).toEqual([6, 7]);
    expect(drawsOn(7)).toEqual([]);
    expect([5, 6].map((total) => bankerDraws(total, null))).toEqual([true, false]);
  });

  it('spots pairs by rank, not value', () => {
    expect(dealBaccarat([TEN, v(5), TEN + 13, v(5) + 26, 0, 0]).playerPair).toBe(true);
    expect(dealBaccarat([TEN, v(5), TEN + 13, v(5) + 26, 0, 0]).bankerPair).toBe(true);
    expect(dealBaccarat([TEN, v(5), KING, v(4), 0, 0, 0]).playerPair).toBe(false);
  });
});

describe('baccarat rounds', () => {
  it('deals from the round shoe and settles every bet', () => {
    const bets: TBaccaratBet[] = [
      { kind: 'player', amount: '100' },
      { kind: 'banker', amount: '100' },
      { kind: 'tie', amount: '10' },
      { kind: 'player-pair', amount: '5' },
      { kind: 'banker-pair', amount: '5' },
    ];
    const results = new Set<string>();
    for (let nonce = 0; nonce < 300; nonce++) {
      const round = playBaccarat('punto-banco', { ...seeds, nonce }, { bets }, 220n);
      const shoe = shuffledShoe({ ...seeds, nonce }, 8, 6);
      const { outcome } = round;
      expect(outcome).toMatchObject(dealBaccarat(shoe));
      expect([outcome.player[0], outcome.banker[0], outcome.player[1], outcome.banker[1]]).toEqual(
        shoe.slice(0, 4),
      );
      results.add(outcome.result);
      const expected = bets.reduce(
        (sum, bet) => sum + baccaratReturn('punto-banco', bet, outcome),
        0n,
      );
      expect(round.payout).toBe(expected);
      expect(round.multiplier).toBe(Number((expected * 10_000n) / 220n));
      expect(outcome.wins.map((i) => bets[i]?.kind)).toEqual(
        bets
          .filter((bet) => baccaratReturn('punto-banco', bet, outcome) > BigInt(bet.amount))
          .map((bet) => bet.kind),
      );
      expect(verifyRound(code, { ...seeds, nonce }, { bets }, 220n, [])).toEqual(round);
    }
    expect(results).toEqual(new Set(['player', 'banker', 'tie']));
  });

  it('pays 1:1, 0.95:1 (rounded down), 8:1, pushes on a tie, and 11:1 on pairs', () => {
    const deal = { bankerTotal: 7, playerPair: false, bankerPair: false } as const;
    const ret = (kind: TBaccaratBet['kind'], amount: string, result: 'player' | 'banker' | 'tie') =>
      baccaratReturn('punto-banco', { kind, amount }, { ...deal, result });
    expect(ret('player', '10', 'player')).toBe(20n);
    expect(ret('player', '10', 'tie')).toBe(10n);
    expect(ret('player', '10', 'banker')).toBe(0n);
    expect(ret('banker', '100', 'banker')).toBe(195n);
    expect(ret('banker', '15', 'banker')).toBe(29n);
    expect(ret('banker', '15', 'tie')).toBe(15n);
    expect(ret('tie', '10', 'tie')).toBe(90n);
    expect(ret('tie', '10', 'player')).toBe(0n);
    const paired = { ...deal, result: 'player', playerPair: true } as const;
    expect(baccaratReturn('punto-banco', { kind: 'player-pair', amount: '10' }, paired)).toBe(120n);
    expect(baccaratReturn('punto-banco', { kind: 'banker-pair', amount: '10' }, paired)).toBe(0n);
    const six = { ...deal, result: 'banker', bankerTotal: 6 } as const;
    expect(baccaratReturn('super-6', { kind: 'banker', amount: '10' }, six)).toBe(15n);
    expect(
      baccaratReturn('super-6', { kind: 'banker', amount: '10' }, { ...six, bankerTotal: 7 }),
    ).toBe(20n);
  });

  it('rejects bad bets and stakes that do not add up to the bet', () => {
    const bad = [
      { bets: [] },
      { bets: [{ kind: 'dragon', amount: '1' }] },
      { bets: [{ kind: 'banker', amount: '0' }] },
      { bets: [{ kind: 'banker', amount: 1 }] },
      { bets: [{ kind: 'banker', amount: '1', value: 2 }] },
      { bets: Array.from({ length: 11 }, () => ({ kind: 'tie', amount: '1' })) },
    ];
    for (const params of bad)
      expect(() => playRound(code, seeds, params, 1n), JSON.stringify(params)).toThrow(
        GameParamsError,
      );
    expect(() => playRound(code, seeds, { bets: [{ kind: 'tie', amount: '2' }] }, 3n)).toThrow(
      GameParamsError,
    );
    expect(() => playRound({ ...code, variant: 'dragon' }, seeds, { bets: [] }, 3n)).toThrow(
      GameParamsError,
    );
  });
});

describe('baccarat RTP', () => {
  it('enumerates every deal of six cards from 416 with the published 8-deck chances', () => {
    const weights = baccaratDealWeights();
    expect(weights.all).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(weights.banker / weights.all).toBeCloseTo(0.458597, 6);
    expect(weights.player / weights.all).toBeCloseTo(0.446247, 6);
    expect(weights.tie / weights.all).toBeCloseTo(0.095156, 6);
  });

  it('returns the documented figure per bet', () => {
    const rtp = (variant: 'punto-banco' | 'super-6', kind: TBaccaratBet['kind']) =>
      baccaratRtp(variant, { bets: [{ kind, amount: '100' }] });
    expect(rtp('punto-banco', 'banker')).toBeCloseTo(98.942, 3);
    expect(rtp('punto-banco', 'player')).toBeCloseTo(98.765, 3);
    expect(rtp('punto-banco', 'tie')).toBeCloseTo(85.64, 2);
    expect(rtp('punto-banco', 'player-pair')).toBeCloseTo((100 * 12 * 31) / 415, 8);
    expect(rtp('super-6', 'banker')).toBeCloseTo(98.542, 3);
    // Amounts weight the mix; an odd banker amount loses its rounded-down half unit.
    const mix = baccaratRtp('punto-banco', {
      bets: [
        { kind: 'banker', amount: '300' },
        { kind: 'tie', amount: '100' },
      ],
    });
    expect(mix).toBeCloseTo((3 * rtp('punto-banco', 'banker') + rtp('punto-banco', 'tie')) / 4, 8);
    // One unit on the banker wins back only its stake: P(banker) + P(tie).
    expect(baccaratRtp('punto-banco', { bets: [{ kind: 'banker', amount: '1' }] })).toBeCloseTo(
      45.8597 + 9.5156,
      3,
    );
  });
});
