import { formatMinor } from '@aurum/contracts/money';
import { ZFiatMethod, type TFiatMethod } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import type { TFiatSideTerms } from '../../db/schema';
import { createFiatRepo } from './fiat.repo';

function presentSide(terms: TFiatSideTerms | null, precision: number) {
  if (!terms) return null;
  const amount = (minor: string) => formatMinor(BigInt(minor), precision);
  return {
    minAmount: amount(terms.minAmount),
    maxAmount: amount(terms.maxAmount),
    externalDetailsFields: { required: terms.required, optional: terms.optional },
    multiplyOrdersAllowed: terms.multiplyOrdersAllowed,
    levels: terms.levels.map((level) => ({ from: amount(level.from), fee: level.fee })),
    subbanks: terms.subbanks,
    priority: terms.priority,
    valuePresets: terms.valuePresets.map(amount),
  };
}

/** Bank-type payment methods: what the wallet offers and the rules each side keeps. */
export function createFiatService(deps: { db: Db }) {
  const repo = createFiatRepo(deps.db);
  return {
    async methods(): Promise<TFiatMethod[]> {
      const rows = await repo.listMethods();
      return rows.map(({ method, currency }) =>
        ZFiatMethod.parse({
          id: method.id,
          name: method.name,
          label: method.label,
          method: method.kind,
          currency: {
            code: currency.code,
            displayFormat: currency.displayFormat,
            precision: currency.precision,
          },
          icon: method.icon,
          iconBig: method.icon,
          priority: method.priority,
          buy: presentSide(method.buy, currency.precision),
          sell: presentSide(method.sell, currency.precision),
        }),
      );
    },
  };
}

export type FiatService = ReturnType<typeof createFiatService>;
