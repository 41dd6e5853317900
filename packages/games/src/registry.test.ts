import { describe, expect, it } from 'vitest';
import { GameParamsError } from './errors';
import { startMines } from './games/mines';
import { paramsSchema, playRound, verifyRound } from './registry';
import { steppedGame } from './stepped';
import { GAME_TYPES, type TGameCode } from './types';
import { VARIANTS } from './variants';

const seeds = { serverSeed: 'registry-server', clientSeed: 'registry-client', nonce: 7 };
const PARAMS = {
  'slot-lines': {},
  'slot-ways': {},
  dice: { target: 4000, direction: 'over' },
  limbo: { target: 250 },
  mines: { mines: 3 },
  plinko: { rows: 12, risk: 'medium' },
  roulette: {
    bets: [
      { kind: 'column', value: 2, amount: '3' },
      { kind: 'even', amount: '2' },
    ],
  },
  keno: { picks: [3, 14, 27, 40], risk: 'high' },
  'video-poker': {},
  baccarat: {
    bets: [
      { kind: 'banker', amount: '3' },
      { kind: 'player-pair', amount: '2' },
    ],
  },
  'wheel-show': {
    bets: [
      { number: 1, amount: '4' },
      { number: 40, amount: '1' },
    ],
  },
  blackjack: {},
  crash: { cashout: 200 },
} as const;

describe('registry', () => {
  it('validates params strictly for every type', () => {
    for (const type of GAME_TYPES) {
      const schema = paramsSchema(type);
      expect(schema.safeParse(PARAMS[type]).success, type).toBe(true);
      expect(schema.safeParse({ ...PARAMS[type], surprise: 1 }).success, type).toBe(false);
    }
  });

  it('plays every single-step variant, and verifyRound reproduces it', () => {
    for (const type of GAME_TYPES) {
      if (steppedGame(type)) continue;
      if (type === 'crash') continue;
      for (const { id } of VARIANTS[type]) {
        const code: TGameCode = { type, variant: id, theme: 'default' };
        const round = playRound(code, seeds, PARAMS[type], 5n);
        expect(verifyRound(code, seeds, PARAMS[type], 5n, [])).toEqual(round);
        expect(typeof round.payout).toBe('bigint');
        expect(Number.isInteger(round.multiplier)).toBe(true);
        expect(round.payout).toBe((5n * BigInt(round.multiplier)) / 10_000n);
      }
    }
  });

  it('throws GameParamsError for unknown variants, bad bets, mines and actions on one-step games', () => {
    const dice: TGameCode = { type: 'dice', variant: 'classic', theme: 'x' };
    expect(() => playRound({ ...dice, variant: 'turbo' }, seeds, PARAMS.dice, 5n)).toThrow(
      GameParamsError,
    );
    expect(() => playRound(dice, seeds, PARAMS.dice, -5n)).toThrow(GameParamsError);
    expect(() =>
      playRound({ type: 'mines', variant: 'classic', theme: 'x' }, seeds, PARAMS.mines, 5n),
    ).toThrow(GameParamsError);
    expect(() => verifyRound(dice, seeds, PARAMS.dice, 5n, [{ action: 'cashout' }])).toThrow(
      GameParamsError,
    );
    expect(() =>
      verifyRound({ type: 'mines', variant: 'nope', theme: 'x' }, seeds, PARAMS.mines, 5n, []),
    ).toThrow(GameParamsError);
  });
});

describe("the README's worked example", () => {
  const demo = { serverSeed: 'aurum-demo-server-seed', clientSeed: 'player', nonce: 0 };
  const play = (type: TGameCode['type'], variant: string, params: unknown) =>
    playRound({ type, variant, theme: 'readme' }, demo, params, 1000n);

  it('gives the outcomes the README derives by hand', () => {
    expect(play('dice', 'classic', { target: 5000, direction: 'under' })).toEqual({
      outcome: { roll: 4943, win: true },
      payout: 1980n,
      multiplier: 19801,
    });
    expect(play('limbo', 'classic', { target: 150 }).outcome).toEqual({ result: 195, win: true });
    const bets = [{ kind: 'red', amount: '1000' }];
    expect(play('roulette', 'european', { bets }).outcome).toEqual({
      number: 18,
      color: 'red',
      wins: [0],
    });
    expect(startMines(demo, { mines: 3 }).positions).toEqual([0, 9, 12]);
    expect(play('plinko', 'classic', { rows: 8, risk: 'medium' }).outcome).toEqual({
      path: [0, 0, 0, 1, 0, 1, 1, 1],
      slot: 4,
    });
  });
});
