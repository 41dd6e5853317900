import { asc, eq, sql } from 'drizzle-orm';
import { parseDecimal } from '@aurum/contracts/money';
import type { DbOrTx } from '../../db/client';
import { cryptoNetworks, currencies, exchangeRateHistory, exchangeRates } from '../../db/schema';

export type TCurrencyRow = typeof currencies.$inferSelect;
export type TCurrencyWithRate = TCurrencyRow & { rate: string; rateSource: string };

export interface TSeedCurrency {
  code: string;
  name: string;
  precision: number;
  isFiat: boolean;
  displayFormat: string;
  rate: string;
}

export interface TSeedNetwork {
  code: string;
  currency: string;
  network: string;
  name: string;
  regex: string;
  memo: boolean;
  /** Minimum deposit and withdrawal, in whole units. */
  min: readonly [string, string];
  presets: readonly string[];
}

export function createCurrenciesRepo(db: DbOrTx) {
  return {
    async listWithRates(): Promise<TCurrencyWithRate[]> {
      const rows = await db
        .select({
          currency: currencies,
          rate: exchangeRates.rate,
          rateSource: exchangeRates.source,
        })
        .from(currencies)
        .innerJoin(exchangeRates, eq(exchangeRates.currencyCode, currencies.code))
        .orderBy(asc(currencies.position));
      return rows.map(({ currency, rate, rateSource }) => ({ ...currency, rate, rateSource }));
    },

    listNetworks() {
      return db.select().from(cryptoNetworks).orderBy(asc(cryptoNetworks.position));
    },

    async setNetworkTerms(
      code: string,
      terms: {
        maxWithdraw: bigint | null;
        withdrawFeeTiers: { from: string; fee: string }[];
        depositBonus: string;
      },
    ): Promise<void> {
      await db.update(cryptoNetworks).set(terms).where(eq(cryptoNetworks.code, code));
    },

    /** Sets rates and appends them to the history, in the caller's transaction. */
    async setRates(rates: { currencyCode: string; rate: string }[], source: string): Promise<void> {
      for (const { currencyCode, rate } of rates) {
        await db
          .insert(exchangeRates)
          .values({ currencyCode, rate, source })
          .onConflictDoUpdate({
            target: exchangeRates.currencyCode,
            set: { rate, source, updatedAt: sql`now()` },
          });
      }
      if (rates.length > 0)
        await db.insert(exchangeRateHistory).values(rates.map((entry) => ({ ...entry, source })));
    },

    async insertReference(
      seedCurrencies: readonly TSeedCurrency[],
      seedNetworks: readonly TSeedNetwork[],
    ): Promise<void> {
      await db
        .insert(currencies)
        .values(
          seedCurrencies.map((currency, position) => ({
            code: currency.code,
            name: currency.name,
            precision: currency.precision,
            isFiat: currency.isFiat,
            displayFormat: currency.displayFormat,
            icon: `/images/currencies/${currency.code.toLowerCase()}.svg`,
            position,
          })),
        )
        .onConflictDoNothing();
      const precisionOf = new Map(
        seedCurrencies.map((currency) => [currency.code, currency.precision]),
      );
      await db
        .insert(cryptoNetworks)
        .values(
          seedNetworks.map((network, position) => {
            const precision = precisionOf.get(network.currency) ?? 0;
            return {
              code: network.code,
              currencyCode: network.currency,
              network: network.network,
              name: network.name,
              icon: `/images/currencies/${network.currency.toLowerCase()}.svg`,
              addressRegex: network.regex,
              memoRequired: network.memo,
              minDeposit: parseDecimal(network.min[0], precision),
              minWithdraw: parseDecimal(network.min[1], precision),
              valuePresets: network.presets.map((preset) => parseDecimal(preset, precision)),
              position,
            };
          }),
        )
        .onConflictDoNothing();
      await this.setRates(
        seedCurrencies.map((currency) => ({ currencyCode: currency.code, rate: currency.rate })),
        'seed',
      );
    },
  };
}
