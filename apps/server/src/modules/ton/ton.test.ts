import { adminTonEndpoints, ZTonConfig } from '@aurum/contracts/ton';
import { walletEndpoints } from '@aurum/contracts/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie } from '../../test/players';
import type { TestApp } from '../../test/test-app';
import { tonSuite, type tonCalls } from './ton.fixture';

const USDT_MASTER = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

describe('TON Connect deposits through the sandbox chain', () => {
  const suite = tonSuite();
  let t: TestApp;
  let c: ReturnType<typeof tonCalls>;
  beforeAll(() => {
    ({ t, c } = suite);
  });

  it('offers TON Connect on the Toncoin-network methods and tells the web where the chain is', async () => {
    const methods = (await c.call('GET', '/api/v1/wallet/currencies/bonus')).json<{
      items: { code: string; additionalProviders: string[] }[];
    }>().items;
    const offered = methods
      .filter((method) => method.additionalProviders.includes('tonconnect'))
      .map((method) => method.code)
      .sort();
    expect(offered).toEqual(['NOT', 'TON', 'USDTTON']);

    const config = ZTonConfig.parse(
      (
        await t.app.inject({ url: '/api/v1/telegram/ton/config', headers: { host: 'casino.test' } })
      ).json(),
    );
    expect(config).toEqual({
      enabled: true,
      network: '-239',
      apiUrl: '/api/sandbox/ton/api/v3',
      manifestUrl: 'http://casino.test/api/v1/telegram/ton/manifest.json',
      sandboxWallet: true,
      jettonMasters: {
        USDTTON: USDT_MASTER,
        NOT: 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
      },
    });
    const manifest = await t.app.inject({
      url: '/api/v1/telegram/ton/manifest.json',
      headers: { host: 'casino.test' },
    });
    expect(manifest.json()).toEqual({
      url: 'http://casino.test',
      name: 'Aurum',
      iconUrl: 'http://casino.test/api/v1/telegram/ton/icon.png',
    });
    const icon = await t.app.inject({ url: '/api/v1/telegram/ton/icon.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // 180 x 180, as wallets expect.
    expect(icon.rawPayload.readUInt32BE(16)).toBe(180);
  });

  it('opens a deposit only for a Toncoin-network method, from the minimum up, for a player', async () => {
    const { cookie } = await c.player();
    const refused = async (body: object) => {
      const res = await c.deposit(cookie, { provider: 'tonconnect', ...body });
      return { status: res.statusCode, body: res.json<object>() };
    };
    expect(await refused({ currency: 'TON', amount: '0.49' })).toEqual({
      status: 422,
      body: { detail: 'wallet_deposit_too_small', minAmount: '0.500000000', currency: 'TON' },
    });
    expect(await refused({ currency: 'USDTTRC20', amount: '10' })).toEqual({
      status: 400,
      body: {
        detail: 'error_currency_not_supported',
        currency: 'USDTTRC20',
        provider: 'tonconnect',
      },
    });
    expect(await refused({ currency: 'TON' })).toMatchObject({
      status: 400,
      body: { detail: 'validation_error', fields: [{ path: 'amount' }] },
    });
    expect(await refused({ currency: 'USDTTON', amount: '1.0000001' })).toMatchObject({
      status: 400,
      body: { detail: 'Validation.invalid_amount' },
    });
    const visitor = await c.deposit(undefined, {
      provider: 'tonconnect',
      currency: 'TON',
      amount: '1',
    });
    expect(visitor.statusCode).toBe(401);

    const before = Math.floor(Date.now() / 1000);
    const ton = await c.open(cookie, 'TON', '1.5');
    const after = Math.floor(Date.now() / 1000);
    expect(ton).toMatchObject({
      provider: 'tonconnect',
      currency: 'TON',
      amount: '1.500000000',
      jettonMaster: null,
      decimals: 9,
      network: '-239',
    });
    expect(ton.address).toMatch(/^UQ[\w-]{46}$/);
    expect(ton.comment).toMatch(/^[A-Z2-7]{12}$/);
    expect(ton.validUntil).toBeGreaterThanOrEqual(before + 360);
    expect(ton.validUntil).toBeLessThanOrEqual(after + 360);

    const usdt = await c.open(cookie, 'USDTTON', '10');
    expect(usdt).toMatchObject({ amount: '10.000000', jettonMaster: USDT_MASTER, decimals: 6 });
    expect(usdt.comment).not.toBe(ton.comment);
    expect(usdt.address).toBe(ton.address);
    expect(await c.state(cookie, ton.id)).toEqual({
      id: ton.id,
      status: 'pending',
      txHash: null,
      creditedAmount: null,
    });
    // Another player cannot see it.
    const other = await c.player();
    const hidden = await c.call('GET', `/api/v1/wallet/ton-deposits/${ton.id}`, other.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'ton_deposit_not_found' });
  });

  it('counts against a deposit limit: a pending deposit holds its amount, one above the rest is refused', async () => {
    const { cookie } = await c.player();
    // TON is seeded at 5.4 USD: a 10 USD daily limit takes 1 TON (5.40), not 2 more.
    const set = await c.call('PUT', '/api/v1/responsible-gaming/limits', cookie, {
      kind: 'deposit',
      period: 'day',
      amount: '10',
    });
    expect(set.statusCode, set.body).toBe(200);
    const first = await c.open(cookie, 'TON', '1');
    const second = await c.deposit(cookie, {
      provider: 'tonconnect',
      currency: 'TON',
      amount: '1',
    });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      detail: 'rg_deposit_limit',
      period: 'day',
      remaining: '4.60',
    });
    expect((await c.state(cookie, first.id)).status).toBe('pending');
  });

  it('credits a TON deposit once its transfer is seen on chain, and never twice', async () => {
    const { cookie, wallet } = await c.player();
    const deposit = await c.open(cookie, 'TON', '2');
    expect(await c.balance(cookie)).toBe(0);
    // The player sends a little more than asked: what arrived is credited.
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 2_500_000_000n,
      comment: deposit.comment,
    });
    expect(await c.watch()).toMatchObject({ credited: 1 });
    const state = await c.state(cookie, deposit.id);
    expect(state).toMatchObject({ status: 'credited', creditedAmount: '2.500000000' });
    expect(state.txHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    // 2.5 TON at 5.4 USD.
    expect(await c.balance(cookie)).toBe(1350);
    expect(await c.outcomes(deposit.comment)).toEqual(['credited']);
    // The player's history shows it as any completed deposit, keyed by the transaction hash.
    const history = walletEndpoints.transactions.response.parse(
      (await c.call('GET', '/api/v2/wallet/txns', cookie)).json(),
    );
    expect(history.items).toEqual([
      expect.objectContaining({
        type: 'deposit',
        status: 'completed',
        externalId: `tonconnect:${state.txHash ?? ''}`,
        originalAmount: expect.objectContaining({ primaryValue: '2.500000000' }) as unknown,
      }),
    ]);

    expect(await c.watch()).toEqual({ credited: 0, recorded: 0, expired: 0 });
    // The chain API read again from the start (a lost cursor): the same hash credits nothing.
    await c.resetCursors();
    expect(await c.watch()).toEqual({ credited: 0, recorded: 0, expired: 0 });
    expect(await c.balance(cookie)).toBe(1350);
    expect(await c.credits(deposit.id)).toBe(1);
    expect(await c.payments(deposit.id)).toBe(1);

    // A second transfer with the same comment is kept for operators, not credited.
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 1_000_000_000n,
      comment: deposit.comment,
    });
    expect(await c.watch()).toMatchObject({ credited: 0, recorded: 1 });
    expect(await c.outcomes(deposit.comment)).toEqual(['credited', 'already_credited']);
    expect(await c.balance(cookie)).toBe(1350);
  });

  it('credits a USDT jetton transfer matched by its forwarded comment', async () => {
    const { cookie, wallet } = await c.player();
    const deposit = await c.open(cookie, 'USDTTON', '10');
    const own = await c.jettonWallet(wallet, USDT_MASTER);
    expect(own.balance).toBe('500000000');
    await c.sendJetton(wallet, {
      master: USDT_MASTER,
      to: deposit.address,
      units: 10_000_000n,
      comment: deposit.comment,
    });
    expect((await c.jettonWallet(wallet, USDT_MASTER)).balance).toBe('490000000');
    // The jetton's notification to the deposit wallet carries TON but is no payment of its own.
    expect(await c.watch()).toEqual({ credited: 1, recorded: 0, expired: 0 });
    expect(await c.state(cookie, deposit.id)).toMatchObject({
      status: 'credited',
      creditedAmount: '10.000000',
    });
    expect(await c.balance(cookie)).toBe(1000);
    expect((await c.jettonWallet(deposit.address, USDT_MASTER)).balance).not.toBe('0');
  });

  it('keeps transfers with an unknown comment or the wrong asset for operators, uncredited', async () => {
    const { cookie, wallet } = await c.player();
    const deposit = await c.open(cookie, 'USDTTON', '10');
    // TON sent with the USDT deposit's comment.
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 3_000_000_000n,
      comment: deposit.comment,
    });
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 1_000_000_000n,
      comment: 'NOSUCHDEPOSIT',
    });
    expect(await c.watch()).toEqual({ credited: 0, recorded: 2, expired: 0 });
    expect(await c.outcomes(deposit.comment)).toEqual(['wrong_asset']);
    expect(await c.outcomes('NOSUCHDEPOSIT')).toEqual(['unknown_comment']);
    expect((await c.state(cookie, deposit.id)).status).toBe('pending');
    expect(await c.balance(cookie)).toBe(0);

    const operator = await operatorCookie(t.app);
    const res = await c.call('GET', '/api/admin/ton/transfers?uncredited=true&limit=100', operator);
    expect(res.statusCode, res.body).toBe(200);
    const page = adminTonEndpoints.transfers.response.parse(res.json());
    expect(page.items.find((item) => item.comment === 'NOSUCHDEPOSIT')).toMatchObject({
      outcome: 'unknown_comment',
      asset: 'TON',
      amount: '1000000000',
      depositId: null,
    });
    expect(page.items.every((item) => item.outcome !== 'credited')).toBe(true);
    const player = await c.call('GET', '/api/admin/ton/transfers', cookie);
    expect(player.statusCode).toBe(401);
  });

  it('expires an unpaid deposit past its validity and grace, and then never credits it', async () => {
    const { cookie, wallet } = await c.player();
    const deposit = await c.open(cookie, 'TON', '1');
    expect((await c.watch(360)).expired).toBe(0);
    expect((await c.watch(360 + 900 + 60)).expired).toBeGreaterThanOrEqual(1);
    expect((await c.state(cookie, deposit.id)).status).toBe('expired');
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 1_000_000_000n,
      comment: deposit.comment,
    });
    expect(await c.watch()).toMatchObject({ credited: 0, recorded: 1 });
    expect(await c.outcomes(deposit.comment)).toEqual(['expired']);
    expect(await c.balance(cookie)).toBe(0);
  });

  it('records a transfer below the minimum without crediting it', async () => {
    const { cookie, wallet } = await c.player();
    const deposit = await c.open(cookie, 'TON', '1');
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 50_000_000n,
      comment: deposit.comment,
    });
    expect(await c.watch()).toMatchObject({ credited: 0, recorded: 1 });
    expect(await c.outcomes(deposit.comment)).toEqual(['below_minimum']);
    expect((await c.state(cookie, deposit.id)).status).toBe('pending');
  });

  it('has the sandbox wallet refuse what a real wallet or the chain would', async () => {
    const { cookie, wallet } = await c.player();
    const deposit = await c.open(cookie, 'TON', '1');
    const message = { address: deposit.address, amount: '1000000000' };
    const refusal = async (body: object) => {
      const res = await c.send(wallet, body);
      return { status: res.statusCode, detail: res.json<{ detail: string }>().detail };
    };
    const now = Math.floor(Date.now() / 1000);
    expect(await refusal({ validUntil: now - 1, messages: [message] })).toEqual({
      status: 400,
      detail: 'ton_transaction_expired',
    });
    expect(
      await refusal({ validUntil: now + 300, messages: [{ ...message, amount: '60000000000' }] }),
    ).toEqual({ status: 422, detail: 'ton_insufficient_balance' });
    expect(
      await refusal({ validUntil: now + 300, messages: [{ ...message, payload: 'bm90IGEgYm9j' }] }),
    ).toEqual({ status: 400, detail: 'ton_invalid_payload' });
    expect(await refusal({ validUntil: now + 300, network: '-3', messages: [message] })).toEqual({
      status: 400,
      detail: 'ton_wrong_network',
    });
    // Nothing moved: the demo balance is whole.
    const account = await c.call('GET', `/api/sandbox/ton/api/v3/account?address=${wallet}`);
    expect(account.json<{ balance: string }>().balance).toBe('50000000000');
    const funded = await c.call('POST', `/api/sandbox/ton/wallets/${wallet}/fund`, undefined, {
      asset: 'USDTTON',
      amount: '5',
    });
    expect(funded.json<{ balances: Record<string, string> }>().balances[USDT_MASTER]).toBe(
      '500000005',
    );
  });
});
