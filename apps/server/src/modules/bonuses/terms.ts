import { parseDecimal, toMoney, type TMoney } from '@aurum/contracts/money';
import type { TBonusConditions, TBonusTermsInput } from '@aurum/contracts/bonuses';
import { z } from 'zod';

/**
 * A bonus's terms as the server keeps them (an offer's `terms` column, copied onto each grant):
 * amounts in account-currency minor units, the deposit match in basis points. Stored as JSON
 * with the amounts as strings.
 */
const ZMinor = z
  .string()
  .regex(/^\d{1,19}$/)
  .transform((value) => BigInt(value));
const ZNullableMinor = ZMinor.nullable();

export const ZStoredTerms = z.object({
  minDeposit: ZMinor,
  maxDeposit: ZNullableMinor,
  /** 10,000 is +100%. */
  matchBp: z.number().int().min(0),
  fixedAmount: ZNullableMinor,
  freespinsCount: z.number().int().min(0),
  freespinsAmount: ZNullableMinor,
  /** The in-house slot's slug; null (and terms stored before it existed): the default slot. */
  freespinsGame: z.string().nullable().default(null),
  wager: z.number().int().min(0),
  wagerFreespins: z.number().int().min(0),
  wagerMaxBet: ZNullableMinor,
  maxAmount: ZNullableMinor,
  maxAmountMultiplier: z.number().int().min(0).nullable(),
  freespinsMaxAmount: ZNullableMinor,
  freespinsMaxAmountMultiplier: z.number().int().min(0).nullable(),
  deadlineHours: z.number().int().min(1),
  /** Percent of a stake that counts toward wagering, by game type; a type not named counts 100. */
  gamesWagers: z.record(z.string(), z.number().int().min(0).max(100)),
});
export type TBonusTerms = z.output<typeof ZStoredTerms>;

const BP_PER_UNIT = 10_000n;

/** The JSON a terms row stores. */
export function storeTerms(terms: TBonusTerms): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(terms).map(([key, value]) => [
      key,
      typeof value === 'bigint' ? value.toString() : value,
    ]),
  );
}

export const readTerms = (stored: unknown): TBonusTerms => ZStoredTerms.parse(stored);

/** An operator's input (USD decimals) as stored terms, at the account currency's precision. */
export function termsFromInput(input: TBonusTermsInput, precision: number): TBonusTerms {
  const minor = (value: string) => parseDecimal(value, precision);
  const optional = (value: string | null) => (value === null ? null : minor(value));
  return {
    minDeposit: minor(input.minDeposit),
    maxDeposit: optional(input.maxDeposit),
    matchBp: Number(parseDecimal(input.amountMultiplier, 4)),
    fixedAmount: optional(input.fixedAmount),
    freespinsCount: input.freespinsCount,
    freespinsAmount: optional(input.freespinsAmount),
    freespinsGame: input.freespinsGame,
    wager: input.wager,
    wagerFreespins: input.wagerFreespins,
    wagerMaxBet: optional(input.wagerMaxBet),
    maxAmount: optional(input.maxAmount),
    maxAmountMultiplier: input.maxAmountMultiplier,
    freespinsMaxAmount: optional(input.freespinsMaxAmount),
    freespinsMaxAmountMultiplier: input.freespinsMaxAmountMultiplier,
    deadlineHours: input.deadlineHours,
    gamesWagers: input.gamesWagers,
  };
}

/** The terms as the spec's "Bonus conditions", for players and operators. */
export function conditionsOf(
  id: string,
  type: TBonusConditions['type'],
  step: number | null,
  terms: TBonusTerms,
  precision: number,
): TBonusConditions {
  const money = (value: bigint): TMoney => toMoney(value, precision);
  const optional = (value: bigint | null) => (value === null ? null : money(value));
  const whole = terms.matchBp / 10_000;
  return {
    id,
    type,
    minDepositNumber: step ?? 0,
    minDeposit: money(terms.minDeposit),
    maxDeposit: optional(terms.maxDeposit),
    amountMultiplier: String(whole),
    fixedAmount: optional(terms.fixedAmount),
    freespinsCount: terms.freespinsCount,
    freespinsAmount: optional(terms.freespinsAmount),
    freespinsGame: terms.freespinsGame,
    wager: terms.wager,
    wagerFreespins: terms.wagerFreespins,
    wagerMaxBet: optional(terms.wagerMaxBet),
    maxAmount: optional(terms.maxAmount),
    maxAmountMultiplier: terms.maxAmountMultiplier,
    freespinsMaxAmount: optional(terms.freespinsMaxAmount),
    freespinsMaxAmountMultiplier: terms.freespinsMaxAmountMultiplier,
    deadlineHours: terms.deadlineHours,
    gamesWagers: terms.gamesWagers,
  };
}

/** Whether a deposit of `amount` lies within the offer's deposit bounds. */
export const matchesDeposit = (terms: TBonusTerms, amount: bigint): boolean =>
  amount >= terms.minDeposit && (terms.maxDeposit === null || amount <= terms.maxDeposit);

/**
 * The bonus money a grant starts with: the fixed amount when the terms name one, otherwise the
 * deposit's match (rounded down to the minor unit). Zero without either.
 */
export function grantAmount(terms: TBonusTerms, deposit: bigint): bigint {
  if (terms.fixedAmount !== null) return terms.fixedAmount;
  return (deposit * BigInt(terms.matchBp)) / BP_PER_UNIT;
}

/** Stakes to play before the grant converts: its amount times the wager multiplier. */
export const wagerTotal = (terms: TBonusTerms, amount: bigint): bigint =>
  amount * BigInt(terms.wager);

/**
 * What a stake adds to the wagering progress: the contribution percent of the game's categories
 * (the lowest, when several are named), 100 for a game none of whose categories is named.
 */
export function contribution(terms: TBonusTerms, categoryKeys: string[], stake: bigint): bigint {
  return (stake * BigInt(contributionPercent(terms, categoryKeys))) / 100n;
}

/** The percent of a stake on a game of these categories that counts toward wagering. */
export function contributionPercent(
  terms: Pick<TBonusTerms, 'gamesWagers'>,
  categoryKeys: string[],
): number {
  const named = categoryKeys.flatMap((key) => {
    const percent = terms.gamesWagers[key];
    return percent === undefined ? [] : [percent];
  });
  return named.length === 0 ? 100 : Math.min(...named);
}

/**
 * The most a grant may convert to main money: the lower of `maxAmount` and
 * `maxAmountMultiplier` times the granted amount; no cap when neither is set.
 */
export function conversionCap(terms: TBonusTerms, granted: bigint): bigint | null {
  const caps = [
    terms.maxAmount,
    terms.maxAmountMultiplier === null ? null : granted * BigInt(terms.maxAmountMultiplier),
  ].filter((cap): cap is bigint => cap !== null);
  if (caps.length === 0) return null;
  return caps.reduce((lowest, cap) => (cap < lowest ? cap : lowest));
}

/** How a grant's balance splits on conversion: to main up to the cap, the rest written off. */
export function conversionOf(
  terms: TBonusTerms,
  granted: bigint,
  balance: bigint,
): { converted: bigint; writtenOff: bigint } {
  const cap = conversionCap(terms, granted);
  const converted = cap === null || balance <= cap ? balance : cap;
  return { converted, writtenOff: balance - converted };
}

/**
 * What free spins' winnings become: a bonus of at most the lower of `freespinsMaxAmount` and
 * `freespinsMaxAmountMultiplier` times the spins' value (count x stake), the excess written
 * off; no cap when neither is set.
 */
export function freeSpinsConversion(
  terms: TBonusTerms,
  spins: { total: number; stake: bigint },
  winnings: bigint,
): { granted: bigint; writtenOff: bigint } {
  const value = BigInt(spins.total) * spins.stake;
  const caps = [
    terms.freespinsMaxAmount,
    terms.freespinsMaxAmountMultiplier === null
      ? null
      : value * BigInt(terms.freespinsMaxAmountMultiplier),
  ].filter((cap): cap is bigint => cap !== null);
  const cap = caps.length === 0 ? null : caps.reduce((low, next) => (next < low ? next : low));
  const granted = cap === null || winnings <= cap ? winnings : cap;
  return { granted, writtenOff: winnings - granted };
}

/**
 * The terms of the bonus free spins' winnings become: the original's, wagered
 * `wagerFreespins` times, with no free spins of their own (so it never awards spins again).
 */
export function freeSpinsWinningsTerms(terms: TBonusTerms, granted: bigint): TBonusTerms {
  return {
    ...terms,
    matchBp: 0,
    fixedAmount: granted,
    freespinsCount: 0,
    freespinsAmount: null,
    wager: terms.wagerFreespins,
  };
}
