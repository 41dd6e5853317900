import { parseDecimal } from '@aurum/contracts/money';
import type { TFiatSideTerms } from '../../db/schema';
import type { SeedStep } from '../../db/seed-step';
import { FIAT_METHODS, type TFiatSideSeed } from './fiat.data';
import { createFiatRepo } from './fiat.repo';

function side(seed: TFiatSideSeed | undefined, precision: number): TFiatSideTerms | null {
  if (!seed) return null;
  const minor = (value: string) => parseDecimal(value, precision).toString();
  return {
    minAmount: minor(seed.min),
    maxAmount: minor(seed.max),
    required: seed.required ?? [],
    optional: seed.optional ?? [],
    multiplyOrdersAllowed: seed.multiplyOrdersAllowed ?? false,
    levels: (seed.levels ?? []).map(([from, fee]) => ({ from: minor(from), fee })),
    subbanks: (seed.subbanks ?? []).map(([id, name], index) => ({
      id,
      name,
      icon: `/images/payment-methods/bank.svg`,
      priority: 100 - index * 10,
    })),
    priority: seed.priority ?? 0,
    valuePresets: (seed.presets ?? []).map(minor),
  };
}

/** The bank-type methods of the sandbox payment provider (demo data). */
export const fiatMethodsSeed: SeedStep = {
  name: 'fiat-methods.demo.v1',
  applies: ({ demo }) => demo,
  async run(tx) {
    const repo = createFiatRepo(tx);
    const rows = [];
    for (const method of FIAT_METHODS) {
      const precision = await repo.precisionOf(method.currency);
      if (precision === undefined)
        throw new Error(`fiat method ${method.id}: no ${method.currency}`);
      rows.push({
        id: method.id,
        name: method.name,
        label: method.label,
        kind: method.kind,
        currencyCode: method.currency,
        icon: `/images/payment-methods/${method.icon}.svg`,
        priority: method.priority,
        buy: side(method.buy, precision),
        sell: side(method.sell, precision),
      });
    }
    await repo.insertMethods(rows);
  },
};
