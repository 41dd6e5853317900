/**
 * The demo's bank-type methods: every kind of the spec over the currencies most players pay in.
 * Amounts are whole units of the method's currency; fee levels apply to withdrawals (sell).
 */
export interface TFiatSideSeed {
  min: string;
  max: string;
  required?: string[];
  optional?: string[];
  multiplyOrdersAllowed?: boolean;
  /** [from, fee fraction] pairs. */
  levels?: [string, string][];
  subbanks?: [id: string, name: string][];
  priority?: number;
  presets?: string[];
}

export interface TFiatMethodSeed {
  id: string;
  name: string;
  label: string;
  kind: 'p2p' | 'account_number' | 'sbp' | 'mpayment' | 'blik' | 'cross_border' | 'others';
  currency: string;
  icon: string;
  priority: number;
  buy?: TFiatSideSeed;
  sell?: TFiatSideSeed;
}

const SELL_LEVELS: [string, string][] = [
  ['0', '0.03'],
  ['10000', '0.02'],
  ['100000', '0.01'],
];

export const FIAT_METHODS: readonly TFiatMethodSeed[] = [
  {
    id: 'rub-card',
    name: 'Bank card',
    label: 'Card to card',
    kind: 'p2p',
    currency: 'RUB',
    icon: 'card',
    priority: 100,
    buy: { min: '500', max: '150000', presets: ['1000', '3000', '5000', '10000'] },
    sell: {
      min: '1000',
      max: '300000',
      required: ['name'],
      optional: ['phone'],
      levels: SELL_LEVELS,
    },
  },
  {
    id: 'rub-sbp',
    name: 'SBP',
    label: 'Faster payments (SBP)',
    kind: 'sbp',
    currency: 'RUB',
    icon: 'sbp',
    priority: 90,
    buy: { min: '300', max: '100000', presets: ['500', '1000', '3000', '5000'] },
    sell: {
      min: '1000',
      max: '200000',
      required: ['name'],
      levels: SELL_LEVELS,
      subbanks: [
        ['sber', 'Sberbank'],
        ['tbank', 'T-Bank'],
        ['alfa', 'Alfa-Bank'],
        ['vtb', 'VTB'],
      ],
    },
  },
  {
    id: 'rub-account',
    name: 'Bank account',
    label: 'Transfer by account number',
    kind: 'account_number',
    currency: 'RUB',
    icon: 'bank',
    priority: 60,
    buy: {
      min: '1000',
      max: '500000',
      required: ['first_name', 'last_name'],
      multiplyOrdersAllowed: true,
    },
    sell: { min: '5000', max: '500000', required: ['name'], levels: SELL_LEVELS },
  },
  {
    id: 'rub-steam',
    name: 'Steam',
    label: 'Steam wallet top-up',
    kind: 'others',
    currency: 'RUB',
    icon: 'steam',
    priority: 10,
    sell: { min: '500', max: '15000', required: ['email'], levels: [['0', '0.05']] },
  },
  {
    id: 'uah-card',
    name: 'Bank card',
    label: 'Card to card',
    kind: 'p2p',
    currency: 'UAH',
    icon: 'card',
    priority: 100,
    buy: { min: '200', max: '60000', presets: ['500', '1000', '2000', '5000'] },
    sell: { min: '400', max: '100000', required: ['name'], levels: SELL_LEVELS },
  },
  {
    id: 'uah-mobile',
    name: 'Mobile payment',
    label: 'Pay from your phone',
    kind: 'mpayment',
    currency: 'UAH',
    icon: 'mobile',
    priority: 70,
    buy: { min: '100', max: '20000', required: ['phone'] },
  },
  {
    id: 'kzt-card',
    name: 'Bank card',
    label: 'Card to card',
    kind: 'p2p',
    currency: 'KZT',
    icon: 'card',
    priority: 100,
    buy: { min: '2500', max: '1000000', presets: ['5000', '10000', '25000', '50000'] },
    sell: { min: '5000', max: '2000000', required: ['name'], levels: SELL_LEVELS },
  },
  {
    id: 'kzt-mobile',
    name: 'Kaspi transfer',
    label: 'Transfer by phone number',
    kind: 'mpayment',
    currency: 'KZT',
    icon: 'mobile',
    priority: 80,
    buy: { min: '2500', max: '500000', required: ['phone'] },
    sell: { min: '5000', max: '1000000', required: ['name', 'phone'], levels: SELL_LEVELS },
  },
  {
    id: 'uzs-card',
    name: 'Humo / Uzcard',
    label: 'Card to card',
    kind: 'p2p',
    currency: 'UZS',
    icon: 'card',
    priority: 100,
    buy: { min: '60000', max: '20000000', presets: ['100000', '250000', '500000', '1000000'] },
    sell: { min: '120000', max: '30000000', required: ['name'], levels: SELL_LEVELS },
  },
  {
    id: 'pln-blik',
    name: 'BLIK',
    label: 'Pay with a BLIK code',
    kind: 'blik',
    currency: 'PLN',
    icon: 'blik',
    priority: 100,
    buy: { min: '20', max: '5000', presets: ['50', '100', '200', '500'] },
    sell: { min: '50', max: '10000', required: ['phone'], levels: SELL_LEVELS },
  },
  {
    id: 'pln-bank',
    name: 'Bank transfer',
    label: 'Polish bank account',
    kind: 'account_number',
    currency: 'PLN',
    icon: 'bank',
    priority: 60,
    buy: { min: '50', max: '20000', required: ['full_name_latin'] },
    sell: {
      min: '100',
      max: '20000',
      required: ['name', 'full_name_latin'],
      levels: SELL_LEVELS,
    },
  },
  {
    id: 'idr-ewallet',
    name: 'E-wallet',
    label: 'DANA, OVO, GoPay',
    kind: 'mpayment',
    currency: 'IDR',
    icon: 'mobile',
    priority: 100,
    buy: { min: '50000', max: '20000000', required: ['phone'] },
    sell: { min: '100000', max: '20000000', required: ['name', 'phone'], levels: SELL_LEVELS },
  },
  {
    id: 'idr-bank',
    name: 'Bank transfer',
    label: 'Virtual account',
    kind: 'account_number',
    currency: 'IDR',
    icon: 'bank',
    priority: 80,
    buy: { min: '100000', max: '50000000', multiplyOrdersAllowed: true },
    sell: {
      min: '200000',
      max: '50000000',
      required: ['name', 'person_id'],
      levels: SELL_LEVELS,
    },
  },
  {
    id: 'eur-sepa',
    name: 'SEPA',
    label: 'Cross-border bank transfer',
    kind: 'cross_border',
    currency: 'EUR',
    icon: 'globe',
    priority: 100,
    buy: { min: '20', max: '10000', required: ['full_name_latin'], optional: ['email'] },
    sell: { min: '50', max: '10000', required: ['name', 'full_name_latin'], levels: SELL_LEVELS },
  },
  {
    id: 'eur-revolut',
    name: 'Revolut',
    label: 'Revolut transfer',
    kind: 'others',
    currency: 'EUR',
    icon: 'bank',
    priority: 80,
    buy: { min: '10', max: '5000' },
    sell: { min: '20', max: '5000', required: ['name', 'email'], levels: SELL_LEVELS },
  },
  {
    id: 'usd-card',
    name: 'Visa / Mastercard',
    label: 'International card',
    kind: 'cross_border',
    currency: 'USD',
    icon: 'card',
    priority: 100,
    buy: {
      min: '20',
      max: '5000',
      required: ['card', 'holder', 'expiration_month', 'expiration_year'],
      presets: ['50', '100', '250', '500'],
    },
    sell: { min: '50', max: '5000', required: ['name', 'card'], levels: SELL_LEVELS },
  },
];
