import type { TBonusConditions } from '@aurum/contracts/bonuses';
import type { TMoney } from '@aurum/contracts/money';

/** One line of a bonus's conditions: a translation key under `Bonuses.conditions` and its values. */
export interface TConditionLine {
  key: string;
  values: Record<string, string | number>;
}

const isPositive = (money: TMoney | null): money is TMoney =>
  money !== null && BigInt(money.value) > 0n;

/** The deposit match as a whole percent: "0.75" is 75. */
export const matchPercent = (conditions: Pick<TBonusConditions, 'amountMultiplier'>) =>
  Math.round(Number(conditions.amountMultiplier) * 100);

/**
 * Every condition of an offer or grant, in the order a player reads them: what deposit earns
 * it, what it gives, how it is wagered and its limits. Only the conditions that apply.
 */
export function conditionLines(
  conditions: TBonusConditions,
  money: (amount: TMoney) => string,
): TConditionLine[] {
  const lines: TConditionLine[] = [];
  const { minDeposit, maxDeposit } = conditions;
  if (isPositive(minDeposit) && maxDeposit)
    lines.push({
      key: 'deposit_range',
      values: { min: money(minDeposit), max: money(maxDeposit) },
    });
  else if (isPositive(minDeposit))
    lines.push({ key: 'deposit_min', values: { min: money(minDeposit) } });
  else if (maxDeposit) lines.push({ key: 'deposit_max', values: { max: money(maxDeposit) } });
  const percent = matchPercent(conditions);
  if (percent > 0) lines.push({ key: 'match', values: { percent } });
  if (isPositive(conditions.fixedAmount))
    lines.push({ key: 'fixed', values: { amount: money(conditions.fixedAmount) } });
  if (conditions.freespinsCount > 0)
    lines.push(
      conditions.freespinsAmount
        ? {
            key: 'freespins_stake',
            values: { count: conditions.freespinsCount, stake: money(conditions.freespinsAmount) },
          }
        : { key: 'freespins', values: { count: conditions.freespinsCount } },
    );
  if (conditions.wager > 0) lines.push({ key: 'wager', values: { wager: conditions.wager } });
  else lines.push({ key: 'no_wager', values: {} });
  if (conditions.freespinsCount > 0 && conditions.wagerFreespins > 0)
    lines.push({ key: 'wager_freespins', values: { wager: conditions.wagerFreespins } });
  if (conditions.wagerMaxBet)
    lines.push({ key: 'max_bet', values: { amount: money(conditions.wagerMaxBet) } });
  if (conditions.maxAmount)
    lines.push({ key: 'max_amount', values: { amount: money(conditions.maxAmount) } });
  if (conditions.maxAmountMultiplier !== null)
    lines.push({ key: 'max_multiplier', values: { multiplier: conditions.maxAmountMultiplier } });
  if (conditions.freespinsCount > 0 && conditions.freespinsMaxAmount)
    lines.push({
      key: 'freespins_max_amount',
      values: { amount: money(conditions.freespinsMaxAmount) },
    });
  if (conditions.freespinsCount > 0 && conditions.freespinsMaxAmountMultiplier !== null)
    lines.push({
      key: 'freespins_max_multiplier',
      values: { multiplier: conditions.freespinsMaxAmountMultiplier },
    });
  const days = conditions.deadlineHours / 24;
  lines.push(
    Number.isInteger(days)
      ? { key: 'deadline_days', values: { count: days } }
      : { key: 'deadline_hours', values: { count: conditions.deadlineHours } },
  );
  return lines;
}

/** The game types that count less (or more) than in full, lowest first. */
export function contributions(conditions: TBonusConditions): { type: string; percent: number }[] {
  return Object.entries(conditions.gamesWagers)
    .map(([type, percent]) => ({ type, percent }))
    .sort((a, b) => a.percent - b.percent || a.type.localeCompare(b.type));
}
