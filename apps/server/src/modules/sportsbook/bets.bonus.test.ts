import { ZBonusList } from '@aurum/contracts/bonuses';
import type { TSportBet } from '@aurum/contracts/sportsbook';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test/players';
import type { TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { betsTestApp, single, type TBetsHarness } from '../../test/sportsbook-bets';
import { PRODUCER, T0 } from './test-feed.fixture';

describe('sport bets with bonus money', () => {
  const app = betsTestApp({ SEED_DEMO_DATA: 'true', SPORTSBOOK_BETS_SECONDS: '1' });
  let t: TestApp;
  let h: TBetsHarness;
  beforeAll(() => ({ t, h } = app.current()));

  it('stakes main money then the grant, counts the bet toward wagering, and pays back in the split', async () => {
    const player = await signUp(t.app);
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId: player.me.globalId, currency: 'USD', amount: '100', method: 'crypto' },
    });
    expect(deposit.statusCode).toBe(200);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: player.cookie } });
    const welcome = async () => {
      const { bonuses } = ZBonusList.parse((await get('/api/v2/bonuses')).json());
      return bonuses.find((bonus) => bonus.title === 'Welcome bonus +100%');
    };
    expect((await welcome())?.balance.value).toBe('10000');

    const event = await h.event();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sportsbook/bets',
      headers: { cookie: player.cookie, 'idempotency-key': 'bonus-slip' },
      payload: single(event.id, event.main, 'home', 2100, '150.00'),
    });
    expect(placed.statusCode).toBe(200);
    const bet = placed.json<TSportBet>();
    // 100 from main, 50 from the grant; a sport bet counts in full toward its wagering.
    expect(await welcome()).toMatchObject({
      balance: { value: '5000' },
      wager: { current: { value: '15000' } },
    });

    await h.feed.send({
      type: 'bet_settlement',
      producer: PRODUCER,
      timestamp: T0 + 100,
      eventId: event.id,
      certainty: 'confirmed',
      markets: [
        {
          type: '1x2',
          specifiers: '',
          outcomes: [
            { id: 'home', result: 1 },
            { id: 'draw', result: 0 },
            { id: 'away', result: 0 },
          ],
        },
      ],
    });
    await vi.waitFor(
      async () =>
        expect((await get(`/api/v2/sportsbook/bets/${bet.id}`)).json<TSportBet>().status).toBe(
          'won',
        ),
      { timeout: 20_000, interval: 200 },
    );
    // 315 paid back 2:1 as staked: 210 to main, 105 to the grant.
    expect((await welcome())?.balance.value).toBe('15500');
    const balance = (await get('/api/v1/me/balance')).json<{ total: { value: string } }>();
    expect(balance.total.value).toBe('36500');
    expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  });
});
