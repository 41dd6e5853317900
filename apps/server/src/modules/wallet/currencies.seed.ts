import { ACCOUNT_CURRENCY, parseDecimal } from '@aurum/contracts/money';
import type { SeedStep } from '../../db/seed-step';
import { createCurrenciesRepo } from './currencies.repo';

export { ACCOUNT_CURRENCY };
/** Its digits after the point (cents), as seeded below. */
export const ACCOUNT_PRECISION = 2;

const fiat = (code: string, name: string, displayFormat: string, rate: string) => ({
  code,
  name,
  precision: 2,
  isFiat: true,
  displayFormat,
  rate,
});
const crypto = (code: string, name: string, precision: number, rate: string) => ({
  code,
  name,
  precision,
  isFiat: false,
  displayFormat: `{amount} ${code}`,
  rate,
});

/** Rates are the value of one unit in USD, as a sandbox starting point. */
export const SEED_CURRENCIES = [
  fiat('USD', 'US dollar', '${amount}', '1'),
  fiat('EUR', 'Euro', '€{amount}', '1.08'),
  fiat('RUB', 'Russian ruble', '{amount} ₽', '0.0108'),
  fiat('UAH', 'Ukrainian hryvnia', '{amount} ₴', '0.024'),
  fiat('KZT', 'Kazakhstani tenge', '{amount} ₸', '0.002'),
  fiat('UZS', 'Uzbekistani som', "{amount} so'm", '0.000078'),
  fiat('PLN', 'Polish złoty', '{amount} zł', '0.25'),
  fiat('IDR', 'Indonesian rupiah', 'Rp {amount}', '0.000063'),
  crypto('USDT', 'Tether', 6, '1'),
  crypto('USDC', 'USD Coin', 6, '1'),
  crypto('TON', 'Toncoin', 9, '5.4'),
  crypto('TRX', 'Tron', 6, '0.24'),
  // Nine places (gwei): 18 would overflow 64-bit minor units above 9.2 ETH.
  crypto('ETH', 'Ethereum', 9, '3100'),
  crypto('BTC', 'Bitcoin', 8, '91000'),
  crypto('SOL', 'Solana', 9, '180'),
  crypto('NOT', 'Notcoin', 9, '0.0075'),
  crypto('LTC', 'Litecoin', 8, '85'),
] as const;

const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const EVM = '^0x[0-9a-fA-F]{40}$';
const TON = '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$';

/** Minimums and presets in whole units of the currency (converted to minor units on insert). */
export const SEED_NETWORKS = [
  {
    code: 'USDTTRC20',
    currency: 'USDT',
    network: 'TRX',
    name: 'USDT (TRC20)',
    regex: TRON,
    memo: false,
    min: ['1', '5'],
    presets: ['10', '50', '100', '500'],
  },
  {
    code: 'USDTTON',
    currency: 'USDT',
    network: 'TON',
    name: 'USDT (TON)',
    regex: TON,
    memo: true,
    min: ['1', '5'],
    presets: ['10', '50', '100', '500'],
  },
  {
    code: 'USDT_BEP20',
    currency: 'USDT',
    network: 'BSC',
    name: 'USDT (BEP20)',
    regex: EVM,
    memo: false,
    min: ['1', '5'],
    presets: ['10', '50', '100', '500'],
  },
  {
    code: 'USDTERC20',
    currency: 'USDT',
    network: 'ETH',
    name: 'USDT (ERC20)',
    regex: EVM,
    memo: false,
    min: ['10', '20'],
    presets: ['50', '100', '500', '1000'],
  },
  {
    code: 'USDC',
    currency: 'USDC',
    network: 'ETH',
    name: 'USDC (ERC20)',
    regex: EVM,
    memo: false,
    min: ['10', '20'],
    presets: ['50', '100', '500', '1000'],
  },
  {
    code: 'TON',
    currency: 'TON',
    network: 'TON',
    name: 'Toncoin',
    regex: TON,
    memo: true,
    min: ['0.5', '1'],
    presets: ['5', '20', '50', '100'],
  },
  {
    code: 'TRX',
    currency: 'TRX',
    network: 'TRX',
    name: 'Tron',
    regex: TRON,
    memo: false,
    min: ['10', '20'],
    presets: ['50', '200', '500', '2000'],
  },
  {
    code: 'ETH',
    currency: 'ETH',
    network: 'ETH',
    name: 'Ethereum',
    regex: EVM,
    memo: false,
    min: ['0.005', '0.01'],
    presets: ['0.02', '0.05', '0.1', '0.5'],
  },
  {
    code: 'BTC',
    currency: 'BTC',
    network: 'BTC',
    name: 'Bitcoin',
    regex: '^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$',
    memo: false,
    min: ['0.0001', '0.0005'],
    presets: ['0.001', '0.005', '0.01', '0.05'],
  },
  {
    code: 'SOL',
    currency: 'SOL',
    network: 'SOL',
    name: 'Solana',
    regex: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
    memo: false,
    min: ['0.05', '0.1'],
    presets: ['0.5', '1', '5', '10'],
  },
  {
    code: 'NOT',
    currency: 'NOT',
    network: 'TON',
    name: 'Notcoin',
    regex: TON,
    memo: true,
    min: ['100', '500'],
    presets: ['1000', '5000', '20000', '50000'],
  },
  {
    code: 'LTC',
    currency: 'LTC',
    network: 'LTC',
    name: 'Litecoin',
    regex: '^(ltc1[02-9ac-hj-np-z]{11,71}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$',
    memo: false,
    min: ['0.01', '0.05'],
    presets: ['0.1', '0.5', '1', '5'],
  },
] as const;

export const currenciesSeed: SeedStep = {
  name: 'currencies.v1',
  applies: () => true,
  async run(tx) {
    await createCurrenciesRepo(tx).insertReference(SEED_CURRENCIES, SEED_NETWORKS);
  },
};

/**
 * Withdrawal terms and deposit bonuses of the seeded networks. Fee tiers and the cap scale with
 * each network's minimum withdrawal: 2% from the minimum, 1% from 20 times it, 0.5% from 200
 * times it; one withdrawal is at most 2,000 times the minimum.
 */
export const DEPOSIT_BONUSES: Readonly<Record<string, string>> = {
  USDTTRC20: '0.05',
  USDTTON: '0.05',
  TON: '0.1',
};

export const cryptoTermsSeed: SeedStep = {
  name: 'crypto-terms.v1',
  applies: () => true,
  async run(tx) {
    const repo = createCurrenciesRepo(tx);
    const precisionOf = new Map<string, number>(
      SEED_CURRENCIES.map((currency) => [currency.code, currency.precision]),
    );
    for (const network of SEED_NETWORKS) {
      const minWithdraw = parseDecimal(network.min[1], precisionOf.get(network.currency) ?? 0);
      await repo.setNetworkTerms(network.code, {
        maxWithdraw: minWithdraw * 2000n,
        withdrawFeeTiers: [
          { from: '0', fee: '0.02' },
          { from: (minWithdraw * 20n).toString(), fee: '0.01' },
          { from: (minWithdraw * 200n).toString(), fee: '0.005' },
        ],
        depositBonus: DEPOSIT_BONUSES[network.code] ?? '0',
      });
    }
  },
};
