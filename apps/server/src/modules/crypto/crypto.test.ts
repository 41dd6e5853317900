import { ZTransaction } from '@aurum/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

interface TMethod {
  code: string;
  addressFormat: string;
  minDepositAmount: string;
}

describe('crypto deposits through the sandbox chain', () => {
  let t: TestApp;
  let methods: TMethod[];
  beforeAll(async () => {
    t = await createTestApp();
    methods = (await t.app.inject({ method: 'GET', url: '/api/v1/wallet/currencies/bonus' })).json<{
      items: TMethod[];
    }>().items;
  });
  afterAll(() => t.close());

  const address = async (cookie: string, currency: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/addresses',
      headers: { cookie },
      payload: { currency },
    });
  const transfer = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/sandbox/crypto/transfer', payload });
  const mine = (count: number) =>
    t.app.inject({ method: 'POST', url: '/api/sandbox/crypto/blocks', payload: { count } });
  const balance = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: { cookie } })).json<{
      total: { value: string };
    }>().total.value;

  it('lists every network with its rules', () => {
    expect(methods.map((method) => method.code)).toEqual(
      expect.arrayContaining([
        'USDTTRC20',
        'USDTTON',
        'USDT_BEP20',
        'USDTERC20',
        'USDC',
        'TON',
        'TRX',
        'ETH',
        'BTC',
        'SOL',
        'NOT',
        'LTC',
      ]),
    );
    expect(methods.find((method) => method.code === 'USDTTRC20')).toMatchObject({
      minDepositAmount: '1.000000',
    });
  });

  it('gives each player one stable address per network, valid for that network', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    for (const method of methods) {
      const first = (await address(anna.cookie, method.code)).json<{ address: string }>().address;
      const again = (await address(anna.cookie, method.code)).json<{ address: string }>().address;
      const other = (await address(boris.cookie, method.code)).json<{ address: string }>().address;
      expect(first, method.code).toMatch(new RegExp(method.addressFormat));
      expect(again).toBe(first);
      expect(other).not.toBe(first);
    }
    const unknown = await address(anna.cookie, 'DOGE');
    expect(unknown.json()).toEqual({ detail: 'error_currency_not_supported', currency: 'DOGE' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/addresses',
          payload: { currency: 'TON' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('credits a transfer once it has its confirmations, at the current rate', async () => {
    const player = await signUp(t.app);
    const { address: to } = (await address(player.cookie, 'USDTTRC20')).json<{ address: string }>();
    const incoming = ZTransaction.parse(
      (await transfer({ address: to, currency: 'USDTTRC20', amount: '20' })).json(),
    );
    expect(incoming).toMatchObject({
      status: 'pending',
      type: 'deposit',
      address: to,
      confirmations: { current: 0, required: 3 },
    });
    expect(await balance(player.cookie)).toBe('0');

    await mine(1);
    expect(await balance(player.cookie)).toBe('0');
    const seen = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v2/wallet/txns',
        headers: { cookie: player.cookie },
      })
    ).json<{ items: { confirmations: unknown }[] }>();
    expect(seen.items[0]?.confirmations).toEqual({ current: 1, required: 3 });
    expect((await mine(2)).json()).toEqual({ confirmed: 1 });
    // $20.00 of main money and the network's 5% deposit bonus ($1.00) as bonus money.
    expect(await balance(player.cookie)).toBe('2100');
    // Further blocks change nothing: it was credited once.
    await mine(5);
    expect(await balance(player.cookie)).toBe('2100');
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v2/wallet/txns',
        headers: { cookie: player.cookie },
      })
    ).json<{
      items: { id: string; status: string }[];
    }>();
    expect(history.items).toEqual([
      expect.objectContaining({ id: incoming.id, status: 'completed' }),
    ]);
  });

  it('records a transfer below the minimum with the reason, and never credits it', async () => {
    const player = await signUp(t.app);
    const { address: to } = (await address(player.cookie, 'USDTTRC20')).json<{ address: string }>();
    const small = ZTransaction.parse(
      (await transfer({ address: to, currency: 'USDTTRC20', amount: '0.5' })).json(),
    );
    expect(small).toMatchObject({ status: 'declined', paymentDetails: 'below_minimum:1.000000' });
    await mine(10);
    expect(await balance(player.cookie)).toBe('0');
  });

  it('refuses transfers to unknown addresses or on another network', async () => {
    const player = await signUp(t.app);
    const { address: to } = (await address(player.cookie, 'USDTTRC20')).json<{ address: string }>();
    expect(
      (await transfer({ address: 'T'.padEnd(34, 'x'), currency: 'USDTTRC20', amount: '5' })).json(),
    ).toEqual({
      detail: 'error_invalid_address',
    });
    expect((await transfer({ address: to, currency: 'TRX', amount: '5' })).json()).toEqual({
      detail: 'error_invalid_address',
    });
    expect(
      (await transfer({ address: to, currency: 'USDTTRC20', amount: '1.0000001' })).statusCode,
    ).toBe(400);
  });
});
