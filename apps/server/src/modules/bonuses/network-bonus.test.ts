import { ZBonusList } from '@aurum/contracts/bonuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { declineWelcomeBonus, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';

describe('a network deposit bonus', () => {
  let t: TestApp;
  let database: Database;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onDatabase: (opened) => {
          database = opened;
        },
      },
    );
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  async function sendUsdt(cookie: string, currency: string, amount: string) {
    const { address } = (
      await call('POST', '/api/v1/wallet/addresses', cookie, { currency })
    ).json<{
      address: string;
    }>();
    const sent = await call('POST', '/api/sandbox/crypto/transfer', undefined, {
      address,
      currency,
      amount,
    });
    expect(sent.statusCode).toBe(200);
    await call('POST', '/api/sandbox/crypto/blocks', undefined, { count: 3 });
  }

  it('is bonus money on a grant of its own, wagered ten times; none where the network has none', async () => {
    const player = await signUp(t.app);
    await declineWelcomeBonus(t.app, player.cookie);
    // USDT on TRC20 adds 5%: 100 USDT (rate 1) is $100.00 of main money and $5.00 of bonus.
    await sendUsdt(player.cookie, 'USDTTRC20', '100');
    const list = ZBonusList.parse(
      (await call('GET', '/api/v2/bonuses?is_pagination=false', player.cookie)).json(),
    );
    expect(list.bonuses).toHaveLength(1);
    expect(list.bonuses[0]).toMatchObject({
      status: 'active',
      title: 'USDT (TRC20) deposit bonus +5%',
      amount: { value: '500' },
      balance: { value: '500' },
      wager: { current: { value: '0' }, total: { value: '5000' } },
      conditions: { wager: 10, deadlineHours: 168 },
    });
    const balance = (await call('GET', '/api/v1/me/balance', player.cookie)).json<{
      total: { value: string };
    }>();
    expect(balance.total.value).toBe('10500');
    // Nothing lands on the legacy bonus balance any more.
    const [legacy] = await queryRows<{ n: string }>(
      database.db,
      sql`SELECT count(*) AS n FROM ledger_accounts a JOIN users u ON u.id = a.user_id
           WHERE u.global_id = ${player.me.globalId} AND a.kind = 'bonus'`,
    );
    expect(Number(legacy?.n)).toBe(0);

    // A second deposit gets a second grant: each is keyed by its deposit.
    await sendUsdt(player.cookie, 'USDTTRC20', '20');
    const again = ZBonusList.parse(
      (await call('GET', '/api/v2/bonuses?is_pagination=false', player.cookie)).json(),
    );
    expect(again.bonuses.map((bonus) => bonus.amount.value).sort()).toEqual(['100', '500']);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});
