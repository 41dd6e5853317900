import type { TBuyOrder, TFiatMethod } from '@aurum/contracts/wallet';

type TFiatSide = NonNullable<TFiatMethod['buy']>;

/** One side of a fiat method: 500 to 150,000, no detail fields, one order at a time. */
export function aFiatSide(overrides: Partial<TFiatSide> = {}): TFiatSide {
  return {
    minAmount: '500.00',
    maxAmount: '150000.00',
    externalDetailsFields: { required: [], optional: [] },
    multiplyOrdersAllowed: true,
    levels: [{ from: '0.00', fee: '0.03' }],
    subbanks: [],
    priority: 0,
    valuePresets: ['1000.00', '3000.00', '5000.00', '10000.00'],
    ...overrides,
  };
}

/** A RUB card-to-card method taking deposits and withdrawals, as the conditions call sends it. */
export function aFiatMethod(overrides: Partial<TFiatMethod> = {}): TFiatMethod {
  return {
    id: 'rub-card',
    name: 'Bank card',
    label: 'Card to card',
    method: 'p2p',
    currency: { code: 'RUB', displayFormat: '{amount} ₽', precision: 2 },
    icon: '/images/payment-methods/card.svg',
    iconBig: '/images/payment-methods/card.svg',
    priority: 100,
    buy: aFiatSide(),
    sell: aFiatSide({ minAmount: '1000.00', maxAmount: '300000.00', valuePresets: [] }),
    ...overrides,
  };
}

export const ORDER_ID = '0b9c7a52-3f0e-4c3b-9d51-6a0f4f1e2a11';

/** A RUB deposit order waiting for a 5,000 ₽ card transfer, 15 minutes left. */
export function aBuyOrder(overrides: Partial<TBuyOrder> = {}): TBuyOrder {
  return {
    id: ORDER_ID,
    status: 'waiting',
    url: null,
    bankId: 'rub-card',
    bankMethod: 'p2p',
    valueFrom: '5000.00',
    currencyFrom: { code: 'RUB', displayFormat: '{amount} ₽' },
    details: {
      expiredAt: 900,
      paymentDetails: {
        card: '4276380012345678',
        phone: '+79001234567',
        bankName: 'Sberbank',
        name: 'Ivan Petrov',
        recipientBank: { name: 'Sberbank' },
        senderBank: { method: 'p2p', label: 'Bank card' },
      },
    },
    additonalAmountChange: null,
    meta: { external_info: null },
    ...overrides,
  };
}
