import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBetsPage, TCashOutQuote, TSportBet } from '@aurum/contracts/sportsbook';
import { users } from '../../db/schema';
import { signUp } from '../../test/players';
import type { TestApp } from '../../test/test-app';
import { betsTestApp, single, type TBetsHarness } from '../../test/sportsbook-bets';

describe('sportsbook bet calls', () => {
  const app = betsTestApp();
  let t: TestApp;
  let h: TBetsHarness;
  beforeAll(() => ({ t, h } = app.current()));

  async function fundedPlayer() {
    const player = await signUp(t.app);
    const [row] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, player.email));
    if (!row) throw new Error('no player');
    await h.ledger.transfer({
      idempotencyKey: `test:fund:${row.id}`,
      kind: 'adjustment',
      postings: [
        { account: { house: 'adjustments' }, amount: -100_00n },
        { account: { userId: row.id, kind: 'main' }, amount: 100_00n },
      ],
    });
    return { cookie: player.cookie, userId: row.id };
  }

  it('asks anonymous visitors to sign in', async () => {
    const event = await h.event();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sportsbook/bets',
      payload: single(event.id, event.main, 'home', 2100),
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/sportsbook/bets' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a leg whose market id is not one (400), places nothing', async () => {
    const { cookie, userId } = await fundedPlayer();
    const event = await h.event();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sportsbook/bets',
      headers: { cookie },
      payload: single(event.id, 'm1', 'home', 2100),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'validation_error' });
    expect((await h.ledger.playerBalances(h.db, userId)).main).toBe(100_00n);
  });

  it('places a bet once per idempotency key, lists it, quotes and takes a cash-out', async () => {
    const { cookie, userId } = await fundedPlayer();
    const event = await h.event();
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/sportsbook/bets',
        headers: { cookie, 'idempotency-key': 'slip-1' },
        payload: single(event.id, event.main, 'home', 2100),
      });
    const first = await place();
    expect(first.statusCode).toBe(200);
    const bet = first.json<TSportBet>();
    expect(bet).toMatchObject({ status: 'open', stake: { value: '1000' } });
    const again = await place();
    expect(again.json<TSportBet>().id).toBe(bet.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await h.main(userId)).toBe(90_00n);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/sportsbook/bets?status=open',
      headers: { cookie },
    });
    expect(list.json<TBetsPage>().items.map((item) => item.id)).toEqual([bet.id]);

    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/v2/sportsbook/bets/${bet.id}/cash-out?part=1000`,
      headers: { cookie },
    });
    expect(quote.statusCode).toBe(200);
    const { token, amount } = quote.json<TCashOutQuote>();
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/v2/sportsbook/bets/${bet.id}/cash-out`,
      headers: { cookie },
      payload: { token },
    });
    expect(taken.json<TSportBet>()).toMatchObject({ status: 'cashed_out', payout: amount });
    expect(await h.main(userId)).toBe(90_00n + BigInt(amount.value));
  });

  it('answers 404 bet_not_found for a bet of another player', async () => {
    const owner = await fundedPlayer();
    const other = await fundedPlayer();
    const event = await h.event();
    const bet = await h.bets.place(
      owner.userId,
      'mine',
      single(event.id, event.main, 'home', 2100),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/sportsbook/bets/${bet.id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'bet_not_found' });
  });
});
