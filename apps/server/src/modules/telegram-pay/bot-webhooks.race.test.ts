import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { botPay } from './bot-pay.fixture';

describeRaces('chat-bot payments racing on PostgreSQL', () => {
  let t: TestApp;
  let database: Database | undefined;
  let b: ReturnType<typeof botPay>;
  beforeAll(async () => {
    t = await createTestApp(
      { SEED_DEMO_DATA: 'true', BOT_PAY_SWEEP_SECONDS: '0' },
      { onDatabase: (opened) => (database = opened) },
    );
    b = botPay(t, () => {
      if (!database) throw new Error('no database');
      return database;
    });
  });
  afterAll(() => t.close());

  /** A player's open Crypto Pay invoice of 10 USDT and its paid update, signed as the provider does. */
  async function openInvoice() {
    const player = await b.telegramPlayer();
    const invoice = await b.invoice(player.cookie, 'cryptobot', 'USDTTRC20', '10');
    const stored = await b.stored(invoice.id);
    const update = JSON.stringify({
      update_id: 7,
      update_type: 'invoice_paid',
      request_date: new Date().toISOString(),
      payload: {
        invoice_id: Number(stored.provider_invoice_id),
        status: 'paid',
        asset: 'USDT',
        amount: '10',
        payload: invoice.id,
        bot_invoice_url: 'https://t.me/CryptoBot?start=x',
      },
    });
    return { ...player, invoice, update };
  }

  it('credits ten simultaneous deliveries of one paid webhook exactly once', async () => {
    await repeatRace(5, async () => {
      const { cookie, invoice, update } = await openInvoice();
      const { values, errors } = settled(
        await race(...Array.from({ length: 10 }, () => () => b.webhook('cryptobot', update))),
      );
      expect(errors).toEqual([]);
      expect(values.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      const outcomes = values.map((res) => res.json<{ outcome: string }>().outcome).sort();
      expect(outcomes).toEqual(['credited', ...Array<string>(9).fill('duplicate')]);
      expect(await b.balance(cookie)).toBe(1000);
      const stored = await b.stored(invoice.id);
      expect(stored.status).toBe('paid');
      expect(await b.depositTransfers(stored.payment_transaction_id ?? '')).toBe(1);
    });
  });

  it('credits once when ten players’ clicks pay the same sandbox invoice at once', async () => {
    await repeatRace(3, async () => {
      const { cookie, invoice } = await openInvoice();
      const { values, errors } = settled(
        await race(
          ...Array.from({ length: 10 }, () => () => b.pay('cryptobot', invoice.redirectUrl)),
        ),
      );
      expect(errors).toEqual([]);
      const outcomes = values.map((paid) => paid.webhook?.outcome).sort();
      expect(outcomes).toEqual(['credited', ...Array<string>(9).fill('duplicate')]);
      expect(await b.balance(cookie)).toBe(1000);
    });
  });

  it('lets a paid webhook and the expiry sweep settle an invoice one way only', async () => {
    await repeatRace(5, async () => {
      const { cookie, invoice, update } = await openInvoice();
      const [delivered, swept] = await race(
        async () => (await b.webhook('cryptobot', update)).json<{ outcome: string }>().outcome,
        async () => JSON.stringify(await b.sweep(3600 + 600)),
      );
      expect(swept?.status).toBe('fulfilled');
      if (delivered?.status !== 'fulfilled') throw new Error('the webhook failed');
      const webhook = delivered.value;
      const stored = await b.stored(invoice.id);
      if (webhook === 'credited') {
        expect(stored.status).toBe('paid');
        expect(await b.balance(cookie)).toBe(1000);
      } else {
        expect(webhook).toBe('late');
        expect(stored.status).toBe('expired');
        expect(await b.balance(cookie)).toBe(0);
        expect(await b.events('cryptobot', stored.provider_invoice_id ?? '')).toEqual(['late']);
      }
    });
  });
});
