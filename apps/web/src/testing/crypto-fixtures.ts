import type { TCryptoMethod, TDepositAddress, TDisplayCurrency } from '@aurum/contracts/wallet';

/** USDT on TRC20 as the methods call sends it; `overrides` make the other networks. */
export function aCryptoMethod(overrides: Partial<TCryptoMethod> = {}): TCryptoMethod {
  return {
    code: 'USDTTRC20',
    name: 'USDT (TRC20)',
    icon: '/images/currencies/usdt.svg',
    iconBig: '/images/currencies/usdt.svg',
    network: 'TRX',
    precision: 6,
    isFiat: false,
    displayFormat: '{amount} USDT',
    minDepositAmount: '1.000000',
    minWithdrawAmount: '5.000000',
    withdrawAllowed: true,
    addressFormat: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
    memoRequired: false,
    valuePresets: ['10.000000', '50.000000', '100.000000', '500.000000'],
    depositBonusAvailable: false,
    depositBonus: '0',
    additionalProviders: [],
    ...overrides,
  };
}

/** USDT on four networks and Bitcoin: enough for network choice and a second currency. */
export function someCryptoMethods(): TCryptoMethod[] {
  return [
    aCryptoMethod(),
    aCryptoMethod({
      code: 'USDTTON',
      name: 'USDT (TON)',
      network: 'TON',
      memoRequired: true,
      addressFormat: '^(EQ|UQ)[A-Za-z0-9_-]{46}$',
    }),
    aCryptoMethod({ code: 'USDT_BEP20', name: 'USDT (BEP20)', network: 'BSC' }),
    aCryptoMethod({
      code: 'USDTERC20',
      name: 'USDT (ERC20)',
      network: 'ETH',
      minDepositAmount: '10.000000',
    }),
    aCryptoMethod({
      code: 'BTC',
      name: 'Bitcoin',
      icon: '/images/currencies/btc.svg',
      iconBig: '/images/currencies/btc.svg',
      network: 'BTC',
      precision: 8,
      displayFormat: '{amount} BTC',
      minDepositAmount: '0.00010000',
      minWithdrawAmount: '0.00050000',
    }),
  ];
}

export function aDepositAddress(overrides: Partial<TDepositAddress> = {}): TDepositAddress {
  return {
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    memo: null,
    minAmount: '1.000000',
    ...overrides,
  };
}

export function aDisplayCurrency(overrides: Partial<TDisplayCurrency> = {}): TDisplayCurrency {
  return {
    code: 'USD',
    name: 'US dollar',
    icon: '/images/currencies/usd.svg',
    displayFormat: '${amount}',
    isFiat: true,
    ...overrides,
  };
}
