import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { roundFloats } from '../fair';
import { playRound } from '../registry';
import {
  playRoulette,
  rouletteColor,
  rouletteReturn,
  rouletteRtp,
  type TRouletteBet,
} from './roulette';

const seeds = { serverSeed: 'roulette-server', clientSeed: 'roulette-client', nonce: 0 };
const code = { type: 'roulette', variant: 'european', theme: 'monaco' } as const;
const amount = '1';

describe('roulette', () => {
  it('lands on floor(f × 37), the same for the same seeds', () => {
    const [float = 0] = roundFloats(seeds, 1);
    const params = { bets: [{ kind: 'red', amount: '10' }] } as const;
    const round = playRoulette(seeds, { bets: [...params.bets] }, 10n);
    expect(round.outcome.number).toBe(Math.floor(float * 37));
    expect(playRound(code, seeds, params, 10n)).toEqual(round);
    const pockets = new Set(
      Array.from(
        { length: 30 },
        (_, nonce) =>
          playRoulette({ ...seeds, nonce }, { bets: [...params.bets] }, 10n).outcome.number,
      ),
    );
    expect(pockets.size).toBeGreaterThan(12);
  });

  it('colours and pays by the European table', () => {
    expect(rouletteColor(0)).toBe('green');
    expect(rouletteColor(1)).toBe('red');
    expect(rouletteColor(2)).toBe('black');
    expect(rouletteColor(36)).toBe('red');
    const reds = Array.from({ length: 37 }, (_, n) => n).filter((n) => rouletteColor(n) === 'red');
    expect(reds).toHaveLength(18);
    const cases: [TRouletteBet, number[]][] = [
      [{ kind: 'straight', value: 0, amount }, [0]],
      [{ kind: 'dozen', value: 2, amount }, [13, 24]],
      [{ kind: 'column', value: 1, amount }, [1, 34]],
      [{ kind: 'column', value: 3, amount }, [3, 36]],
      [{ kind: 'low', amount }, [1, 18]],
      [{ kind: 'high', amount }, [19, 36]],
      [{ kind: 'odd', amount }, [1, 35]],
      [{ kind: 'even', amount }, [2, 36]],
    ];
    for (const [bet, winners] of cases) {
      for (const pocket of winners)
        expect(rouletteReturn(bet, pocket), `${bet.kind} ${pocket}`).toBeGreaterThan(0);
      if (bet.kind !== 'straight') expect(rouletteReturn(bet, 0)).toBe(0);
    }
    expect(rouletteReturn({ kind: 'dozen', value: 2, amount }, 25)).toBe(0);
    expect(rouletteReturn({ kind: 'column', value: 1, amount }, 2)).toBe(0);
    expect(rouletteReturn({ kind: 'straight', value: 7, amount }, 7)).toBe(36);
  });

  it('pays the sum of the winning bets and reports their indexes', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const bets: TRouletteBet[] = [
        { kind: 'straight', value: 17, amount: '1' },
        { kind: 'black', amount: '2' },
        { kind: 'dozen', value: 3, amount: '3' },
      ];
      const { outcome, payout, multiplier } = playRoulette({ ...seeds, nonce }, { bets }, 6n);
      expect(outcome.number >= 0 && outcome.number <= 36).toBe(true);
      expect(outcome.color).toBe(rouletteColor(outcome.number));
      const expected = bets.reduce(
        (sum, bet) => sum + BigInt(bet.amount) * BigInt(rouletteReturn(bet, outcome.number)),
        0n,
      );
      expect(payout).toBe(expected);
      expect(multiplier).toBe(Number((expected * 10_000n) / 6n));
      expect(outcome.wins).toEqual(
        [0, 1, 2].filter((i) => rouletteReturn(bets[i] as TRouletteBet, outcome.number) > 0),
      );
    }
  });

  it('returns 36/37 on every bet (exactly, on the 2³² grid)', () => {
    for (const bets of [
      [{ kind: 'red', amount }],
      [{ kind: 'straight', value: 0, amount }],
      [
        { kind: 'column', value: 2, amount: '5' },
        { kind: 'odd', amount: '7' },
      ],
    ] as TRouletteBet[][]) {
      expect(rouletteRtp({ bets })).toBeCloseTo(3600 / 37, 5);
    }
  });

  it('rejects bad bets and stakes that do not add up to the bet', () => {
    const bad = [
      { bets: [] },
      { bets: [{ kind: 'red', amount: '0' }] },
      { bets: [{ kind: 'red', amount: '-1' }] },
      { bets: [{ kind: 'red', amount: 1 }] },
      { bets: [{ kind: 'red', amount: '01' }] },
      { bets: [{ kind: 'red', value: 1, amount: '1' }] },
      { bets: [{ kind: 'straight', value: 37, amount: '1' }] },
      { bets: [{ kind: 'straight', amount: '1' }] },
      { bets: [{ kind: 'dozen', value: 0, amount: '1' }] },
      { bets: [{ kind: 'split', value: 1, amount: '1' }] },
      { bets: Array.from({ length: 51 }, () => ({ kind: 'red', amount: '1' })) },
      { bets: [{ kind: 'red', amount: '1' }], extra: true },
    ];
    for (const params of bad)
      expect(() => playRound(code, seeds, params, 1n), JSON.stringify(params)).toThrow(
        GameParamsError,
      );
    const bets = [
      { kind: 'red', amount: '3' },
      { kind: 'black', amount: '4' },
    ];
    expect(() => playRound(code, seeds, { bets }, 6n)).toThrow(GameParamsError);
    expect(() => playRound(code, seeds, { bets }, 7n)).not.toThrow();
  });
});
