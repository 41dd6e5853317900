import { parseDecimal, toMoney } from '@aurum/contracts/money';
import {
  WheelErrorDetail,
  WheelTableProblem,
  type TAdminWheelTable,
  type TWheelTableBody,
  type TWheelTableProblem,
} from '@aurum/contracts/wheel';
import { AppError } from '../../lib/app-error';
import { expectedCost, totalWeight } from './draw';
import type { TNewWheelPrize, TWheelTableRow } from './wheel.repo';

const refuse = (field: string, reason: TWheelTableProblem) =>
  new AppError(WheelErrorDetail.tableInvalid, 400, { field, reason });

/**
 * An operator's table as the rows to store, in minor units of the account currency, or 400
 * `wheel_table_invalid` naming the first bad field: every weight zero, a `none` row paying, a
 * paying row without an amount, a code or offer on a row of another kind, a `bonus` row whose
 * offer is missing or disabled (`isEnabledOffer` answers that).
 */
export async function prizesFromBody(
  body: TWheelTableBody,
  precision: number,
  isEnabledOffer: (id: string) => Promise<boolean>,
): Promise<TNewWheelPrize[]> {
  if (totalWeight(body.prizes.map((row) => row.weight)) === 0)
    throw refuse('prizes', WheelTableProblem.noPositiveWeight);
  const prizes: TNewWheelPrize[] = [];
  for (const [position, row] of body.prizes.entries()) {
    const field = (name: string) => `prizes.${position}.${name}`;
    let amount: bigint;
    try {
      amount = parseDecimal(row.amount, precision);
    } catch {
      throw refuse(field('amount'), WheelTableProblem.amountPrecision);
    }
    if (row.kind === 'none' && amount !== 0n)
      throw refuse(field('amount'), WheelTableProblem.amountMustBeZero);
    if (row.kind !== 'none' && amount === 0n)
      throw refuse(field('amount'), WheelTableProblem.amountMustBePositive);
    if (row.kind === 'promo' && row.promoCode === null)
      throw refuse(field('promoCode'), WheelTableProblem.promoCodeRequired);
    if (row.kind !== 'promo' && row.promoCode !== null)
      throw refuse(field('promoCode'), WheelTableProblem.promoCodeNotAllowed);
    if (row.kind === 'bonus' && row.bonusOfferId === null)
      throw refuse(field('bonusOfferId'), WheelTableProblem.bonusOfferRequired);
    if (row.kind !== 'bonus' && row.bonusOfferId !== null)
      throw refuse(field('bonusOfferId'), WheelTableProblem.bonusOfferNotAllowed);
    if (row.bonusOfferId !== null && !(await isEnabledOffer(row.bonusOfferId)))
      throw refuse(field('bonusOfferId'), WheelTableProblem.bonusOfferNotFound);
    prizes.push({
      position,
      kind: row.kind,
      amount,
      weight: row.weight,
      promoCode: row.promoCode,
      bonusOfferId: row.bonusOfferId,
    });
  }
  return prizes;
}

/** A stored table as the back office sees it, with its expected cost per spin. */
export function presentTable(table: TWheelTableRow, precision: number): TAdminWheelTable {
  const money = (amount: bigint) => toMoney(amount, precision);
  return {
    version: table.version,
    createdAt: table.createdAt.toISOString(),
    prizes: table.prizes.map((prize) => ({
      kind: prize.kind as TAdminWheelTable['prizes'][number]['kind'],
      amount: money(prize.amount),
      weight: prize.weight,
      promoCode: prize.promoCode,
      bonusOfferId: prize.bonusOfferId,
    })),
    expectedCost: money(expectedCost(table.prizes)),
  };
}
