import { FIAT_METHOD_KINDS, ZFiatMethod, type TFiatMethod } from '@aurum/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('fiat methods (orders conditions)', () => {
  let t: TestApp;
  let methods: TFiatMethod[];
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/wallet/orders/conditions' });
    expect(res.statusCode).toBe(200);
    methods = res.json<{ items: unknown[] }>().items.map((item) => ZFiatMethod.parse(item));
  });
  afterAll(() => t.close());

  it('covers every method kind over the players’ currencies', () => {
    expect(new Set(methods.map((method) => method.method))).toEqual(new Set(FIAT_METHOD_KINDS));
    expect(new Set(methods.map((method) => method.currency.code))).toEqual(
      new Set(['RUB', 'UAH', 'KZT', 'UZS', 'PLN', 'IDR', 'EUR', 'USD']),
    );
  });

  it('sends each side’s limits, fields, fee levels and subbanks in the currency’s units', () => {
    const sbp = methods.find((method) => method.id === 'rub-sbp');
    expect(sbp).toMatchObject({
      method: 'sbp',
      currency: { code: 'RUB', displayFormat: '{amount} ₽', precision: 2 },
      icon: '/images/payment-methods/sbp.svg',
      buy: { minAmount: '300.00', maxAmount: '100000.00', multiplyOrdersAllowed: false },
      sell: {
        minAmount: '1000.00',
        externalDetailsFields: { required: ['name'], optional: [] },
        levels: [
          { from: '0.00', fee: '0.03' },
          { from: '10000.00', fee: '0.02' },
          { from: '100000.00', fee: '0.01' },
        ],
      },
    });
    expect(sbp?.sell?.subbanks.map((bank) => bank.id)).toEqual(['sber', 'tbank', 'alfa', 'vtb']);
    expect(methods.find((method) => method.id === 'rub-card')?.sell?.externalDetailsFields).toEqual(
      {
        required: ['name'],
        optional: ['phone'],
      },
    );
    // Steam-type methods only pay out.
    expect(methods.find((method) => method.id === 'rub-steam')).toMatchObject({ buy: null });
  });

  it('lists methods by currency, highest priority first', () => {
    const rub = methods.filter((method) => method.currency.code === 'RUB');
    expect(rub.map((method) => method.priority)).toEqual(
      [...rub.map((method) => method.priority)].sort((a, b) => b - a),
    );
  });
});

describe('fiat methods without demo data', () => {
  it('is an empty list until an operator adds methods', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/wallet/orders/conditions' });
      expect(res.json()).toEqual({ items: [] });
    } finally {
      await t.close();
    }
  });
});
