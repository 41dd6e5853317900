import { ZBonusTermsInput } from '@aurum/contracts/bonuses';
import { describe, expect, it } from 'vitest';
import {
  contribution,
  conversionOf,
  freeSpinsConversion,
  freeSpinsWinningsTerms,
  grantAmount,
  matchesDeposit,
  readTerms,
  storeTerms,
  termsFromInput,
  wagerTotal,
} from './terms';

const terms = (input: object) => termsFromInput(ZBonusTermsInput.parse(input), 2);

describe('bonus terms arithmetic', () => {
  it.each([
    // [terms, deposit (cents), bonus (cents)]
    [{ amountMultiplier: '1' }, 10_000n, 10_000n],
    [{ amountMultiplier: '0.75' }, 2_001n, 1_500n],
    [{ amountMultiplier: '0.1' }, 9n, 0n],
    [{ amountMultiplier: '2.5' }, 4_000n, 10_000n],
    [{ fixedAmount: '25', amountMultiplier: '1' }, 99_999n, 2_500n],
    [{ freespinsCount: 10 }, 5_000n, 0n],
  ])('grants %j on a deposit of %s cents: %s cents', (input, deposit, bonus) => {
    expect(grantAmount(terms(input), deposit)).toBe(bonus);
  });

  it.each([
    [{ minDeposit: '10', maxDeposit: '500' }, 999n, false],
    [{ minDeposit: '10', maxDeposit: '500' }, 1_000n, true],
    [{ minDeposit: '10', maxDeposit: '500' }, 50_000n, true],
    [{ minDeposit: '10', maxDeposit: '500' }, 50_001n, false],
    [{ minDeposit: '10' }, 10_000_000n, true],
  ])('bounds %j take a deposit of %s cents: %s', (input, deposit, matches) => {
    expect(matchesDeposit(terms({ amountMultiplier: '1', ...input }), deposit)).toBe(matches);
  });

  it.each([
    // a slot counts in full, roulette at 10%, dice at 50%, the lowest of several, none named in full
    [['slots', 'video-slots'], 1_000n, 1_000n],
    [['live', 'live-roulette'], 1_000n, 100n],
    [['fast', 'dice'], 1_001n, 500n],
    [['dice', 'live-roulette'], 1_000n, 100n],
    [[], 1_000n, 1_000n],
  ])('a stake in %j of %s counts %s toward wagering', (categories, stake, counted) => {
    const withGames = terms({
      amountMultiplier: '1',
      gamesWagers: { 'live-roulette': 10, live: 20, dice: 50 },
    });
    expect(contribution(withGames, categories, stake)).toBe(counted);
  });

  it('asks for the bonus times the wager multiplier', () => {
    expect(wagerTotal(terms({ amountMultiplier: '1', wager: 35 }), 10_000n)).toBe(350_000n);
    expect(wagerTotal(terms({ amountMultiplier: '1', wager: 0 }), 10_000n)).toBe(0n);
  });

  it.each([
    // [cap terms, granted, balance, converted, written off]
    [{}, 10_000n, 80_000n, 80_000n, 0n],
    [{ maxAmount: '500' }, 10_000n, 80_000n, 50_000n, 30_000n],
    [{ maxAmountMultiplier: 3 }, 10_000n, 80_000n, 30_000n, 50_000n],
    [{ maxAmount: '200', maxAmountMultiplier: 3 }, 10_000n, 80_000n, 20_000n, 60_000n],
    [{ maxAmount: '500' }, 10_000n, 4_000n, 4_000n, 0n],
    [{ maxAmount: '500' }, 10_000n, 0n, 0n, 0n],
  ])('converts with caps %j: granted %s, balance %s', (caps, granted, balance, converted, off) => {
    expect(conversionOf(terms({ amountMultiplier: '1', ...caps }), granted, balance)).toEqual({
      converted,
      writtenOff: off,
    });
  });

  it('stores terms as JSON and reads them back the same', () => {
    const original = terms({
      amountMultiplier: '0.5',
      minDeposit: '20',
      maxDeposit: '1000',
      wagerMaxBet: '5',
      freespinsCount: 25,
      freespinsAmount: '0.2',
      gamesWagers: { roulette: 10 },
    });
    const json = JSON.parse(JSON.stringify(storeTerms(original))) as unknown;
    expect(readTerms(json)).toEqual(original);
    expect(original).toMatchObject({ matchBp: 5_000, minDeposit: 2_000n, wagerMaxBet: 500n });
  });

  it.each([
    // [caps, spins x stake (cents), winnings, granted, written off]
    [{}, [10, 20], 5_000n, 5_000n, 0n],
    [{ freespinsMaxAmount: '30' }, [10, 20], 5_000n, 3_000n, 2_000n],
    [{ freespinsMaxAmount: '30' }, [10, 20], 2_999n, 2_999n, 0n],
    // 10 spins of 0.20: 2.00 of spins, 5x caps at 10.00.
    [{ freespinsMaxAmountMultiplier: 5 }, [10, 20], 5_000n, 1_000n, 4_000n],
    [{ freespinsMaxAmountMultiplier: 5, freespinsMaxAmount: '8' }, [10, 20], 5_000n, 800n, 4_200n],
    [{ freespinsMaxAmount: '30' }, [10, 20], 0n, 0n, 0n],
  ] as const)(
    'free spins %j over %j: winnings %s become %s, %s written off',
    (caps, [total, stake], winnings, granted, writtenOff) => {
      expect(
        freeSpinsConversion(
          terms({ freespinsCount: total, ...caps }),
          { total, stake: BigInt(stake) },
          winnings,
        ),
      ).toEqual({ granted, writtenOff });
    },
  );

  it('wagers free spins winnings wagerFreespins times, with no free spins of their own', () => {
    const winnings = freeSpinsWinningsTerms(
      terms({ freespinsCount: 50, freespinsAmount: '0.2', wager: 35, wagerFreespins: 20 }),
      1_234n,
    );
    expect(winnings).toMatchObject({ wager: 20, freespinsCount: 0, matchBp: 0 });
    expect(wagerTotal(winnings, 1_234n)).toBe(24_680n);
  });

  it('reads terms stored before free spins named their slot', () => {
    const stored = storeTerms(terms({ freespinsCount: 5, freespinsAmount: '0.2' }));
    delete stored.freespinsGame;
    expect(readTerms(stored).freespinsGame).toBeNull();
  });
});
