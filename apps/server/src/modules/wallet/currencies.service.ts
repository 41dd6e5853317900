import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { scaleRate } from '../../lib/exchange';
import { createCurrenciesRepo, type TCurrencyWithRate } from './currencies.repo';
import type { RatesSource } from './rates-source';

export function createCurrenciesService(deps: { db: Db; accountCurrency: string }) {
  const repo = createCurrenciesRepo(deps.db);

  return {
    accountCurrency: deps.accountCurrency,
    /** `db`: the caller's transaction, where there is one (PGlite has a single connection). */
    list: (db: DbOrTx = deps.db) => createCurrenciesRepo(db).listWithRates(),
    listNetworks: (db: DbOrTx = deps.db) => createCurrenciesRepo(db).listNetworks(),
    async getNetwork(code: string, db: DbOrTx = deps.db) {
      const network = (await createCurrenciesRepo(db).listNetworks()).find(
        (row) => row.code === code,
      );
      if (!network) throw new AppError('error_currency_not_supported', 400, { currency: code });
      return network;
    },

    async get(code: string, db: DbOrTx = deps.db): Promise<TCurrencyWithRate> {
      const currency = (await createCurrenciesRepo(db).listWithRates()).find(
        (row) => row.code === code,
      );
      if (!currency) throw new AppError('error_currency_not_supported', 400, { currency: code });
      return currency;
    },

    /** Pulls fresh rates from the source and records them; the account currency stays at 1. */
    /** The codes whose rate was written. */
    async refresh(source: RatesSource): Promise<string[]> {
      const current = await repo.listWithRates();
      const next = await source.fetch(
        current.map(({ code, rate }) => ({ currencyCode: code, rate })),
      );
      const updates = next.filter(({ currencyCode }) => currencyCode !== deps.accountCurrency);
      await deps.db.transaction((tx) => createCurrenciesRepo(tx).setRates(updates, source.name));
      return updates.map(({ currencyCode }) => currencyCode);
    },

    /** An operator's rate, recorded in the history like any other. */
    async setRate(code: string, rate: string, operatorEmail: string): Promise<TCurrencyWithRate> {
      if (code === deps.accountCurrency) throw new AppError('account_currency_rate_fixed', 400);
      await this.get(code);
      scaleRate(rate);
      await deps.db.transaction((tx) =>
        createCurrenciesRepo(tx).setRates(
          [{ currencyCode: code, rate }],
          `operator:${operatorEmail}`,
        ),
      );
      return this.get(code);
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
