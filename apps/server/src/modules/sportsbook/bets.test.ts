import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import {
  betsTestApp,
  cancelled1x2,
  moved1x2,
  rolledBack1x2,
  settled1x2,
  single,
  type TBetsHarness,
} from '../../test/sportsbook-bets';
import { oddsChange, PRODUCER, T0 } from './test-feed.fixture';

describe('sportsbook bets through the service', () => {
  const app = betsTestApp();
  let h: TBetsHarness;
  beforeAll(() => ({ h } = app.current()));

  const key = () => `k-${randomUUID()}`;
  const settle = (eventId: string, won: 'home' | 'draw' | 'away', at = T0 + 100) =>
    h.feed.send(settled1x2(eventId, won, at));

  it('places a prematch single: open at once, the stake moved to open bets in one transfer', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    expect(bet).toMatchObject({
      status: 'open',
      kind: 'single',
      totalOdds: 2100,
      stake: { value: '1000' },
      potentialPayout: { value: '2100' },
      currency: 'USD',
      legs: [
        {
          eventId: event.id,
          marketType: '1x2',
          specifiers: '',
          marketName: '1X2',
          outcomeId: 'home',
          outcomeName: 'Harbourside Rovers',
          home: 'Harbourside Rovers',
          away: 'Kingsbridge Athletic',
          odds: 2100,
          result: 'open',
        },
      ],
    });
    expect(await h.main(user)).toBe(90_00n);
    expect(await h.transfersOf(bet.id)).toEqual(['sportsbook_bet']);
    expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  });

  it("names a leg by its market's type and specifiers and its event's competitors", async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const placed = await h.bets.place(user, key(), single(event.id, event.total, 'under', 1900));
    const [listed] = (await h.bets.list(user, { status: 'open', limit: 5, offset: 0 })).items;
    for (const bet of [placed, listed])
      expect(bet?.legs).toEqual([
        expect.objectContaining({
          marketType: 'total',
          specifiers: 'total=2.5',
          marketName: 'Total 2.5',
          outcomeId: 'under',
          outcomeName: 'Under 2.5',
          home: 'Harbourside Rovers',
          away: 'Kingsbridge Athletic',
        }),
      ]);
    expect(listed?.currency).toBe('USD');
  });

  it.each([
    ['a single with two legs', { kind: 'single', legs: 2 }, 'invalid_slip'],
    ['a combo with one leg', { kind: 'combo', legs: 1 }, 'invalid_slip'],
    ['a system 3/3', { kind: 'system', systemSize: 3, legs: 3 }, 'invalid_slip'],
    ['a system without k', { kind: 'system', legs: 3 }, 'invalid_slip'],
    ['a combo of one event', { kind: 'combo', legs: 2, sameEvent: true }, 'same_event_legs'],
  ] as const)('refuses %s', async (_name, shape, detail) => {
    const user = await h.player(100_00n);
    const events = await Promise.all([h.event(), h.event(), h.event()]);
    const [first] = events;
    const legs = events.slice(0, shape.legs).map((event, index) =>
      'sameEvent' in shape && index > 0
        ? {
            eventId: first.id,
            marketId: first.total,
            outcomeId: 'over',
            odds: 1900,
          }
        : { eventId: event.id, marketId: event.main, outcomeId: 'home', odds: 2100 },
    );
    await expect(
      h.bets.place(user, key(), {
        kind: shape.kind,
        systemSize: 'systemSize' in shape ? shape.systemSize : undefined,
        stake: '5.00',
        oddsPolicy: 'none',
        legs,
      }),
    ).rejects.toMatchObject({ detail, status: 400 });
    expect(await h.main(user)).toBe(100_00n);
  });

  it.each([
    ['0.05', 'stake_too_low'],
    ['1000.01', 'stake_too_high'],
  ])('refuses a stake of %s with the limits', async (stake, detail) => {
    const user = await h.player(5000_00n);
    const event = await h.event();
    await expect(
      h.bets.place(user, key(), single(event.id, event.main, 'home', 2100, stake)),
    ).rejects.toMatchObject({ detail, status: 400, params: { min: '0.10', max: '1000.00' } });
  });

  it.each([
    ['none', 2000, 'odds_changed'],
    ['none', 2200, 'odds_changed'],
    ['higher', 2200, 'odds_changed'],
    ['higher', 2000, 2100],
    ['any', 2500, 2100],
    ['none', 2100, 2100],
  ] as const)('policy %s with seen odds %i: %s', async (policy, seen, expected) => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const placing = h.bets.place(
      user,
      key(),
      single(event.id, event.main, 'home', seen, '10.00', policy),
    );
    if (typeof expected === 'number') {
      expect((await placing).legs[0]?.odds).toBe(expected);
    } else {
      await expect(placing).rejects.toMatchObject({
        detail: expected,
        status: 409,
        params: { legs: [{ outcomeId: 'home', odds: 2100 }] },
      });
      expect(await h.main(user)).toBe(100_00n);
    }
  });

  it('refuses a suspended market, a payout above the limit and a stake above the balance', async () => {
    const user = await h.player(20_00n);
    const event = await h.event();
    const stopped = await h.event();
    await h.feed.send({
      type: 'bet_stop',
      producer: PRODUCER,
      timestamp: T0 + 5,
      eventId: stopped.id,
    });
    await expect(
      h.bets.place(user, key(), single(stopped.id, stopped.main, 'home', 2100)),
    ).rejects.toMatchObject({ detail: 'market_suspended', status: 409 });
    const rich = await h.player(100_000_00n);
    const combo = await Promise.all([h.event(), h.event(), h.event(), h.event()]);
    await expect(
      h.bets.place(rich, key(), {
        kind: 'combo',
        stake: '1000.00',
        oddsPolicy: 'none',
        legs: combo.map((e) => ({
          eventId: e.id,
          marketId: e.main,
          outcomeId: 'away',
          odds: 3500,
        })),
      }),
    ).rejects.toMatchObject({
      detail: 'payout_too_high',
      status: 409,
      params: { max: '50000.00' },
    });
    await expect(
      h.bets.place(user, key(), single(event.id, event.main, 'home', 2100, '20.01')),
    ).rejects.toMatchObject({
      detail: 'insufficient_funds',
      status: 402,
      params: { balance: '2000' },
    });
    expect(await h.main(user)).toBe(20_00n);
  });

  it.each([
    [1001, 'market_suspended'],
    [1009, 'market_suspended'],
    [1010, 'open'],
  ] as const)(
    'takes a leg a feed left active at %i only from 1.01 up: %s',
    async (odds, outcome) => {
      const user = await h.player(100_00n);
      const event = await h.event();
      await h.feed.send(oddsChange(event.id, T0 + 2, [odds, 30000, 40000, 1900, 1900]));
      const placing = h.bets.place(user, key(), single(event.id, event.main, 'home', odds));
      if (outcome === 'open') {
        expect((await placing).status).toBe('open');
        return;
      }
      await expect(placing).rejects.toMatchObject({
        detail: outcome,
        status: 409,
        params: { eventId: event.id, marketId: event.main, outcomeId: 'home' },
      });
      expect(await h.main(user)).toBe(100_00n);
    },
  );

  it('answers the same client key with the first bet and moves the stake once', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const slip = single(event.id, event.main, 'home', 2100);
    const first = await h.bets.place(user, 'same-key', slip);
    const again = await h.bets.place(user, 'same-key', slip);
    expect(again.id).toBe(first.id);
    await expect(h.bets.place(user, 'same-key', { ...slip, stake: '11.00' })).rejects.toMatchObject(
      { detail: 'idempotency_key_reused', status: 422 },
    );
    expect(await h.main(user)).toBe(90_00n);
  });

  it('holds a live bet pending, then accepts it, or rejects it and returns the stake', async () => {
    const user = await h.player(100_00n);
    const event = await h.event({ live: true, delay: 5 });
    const kept = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    const moved = await h.bets.place(user, key(), single(event.id, event.main, 'draw', 3400));
    expect([kept.status, moved.status]).toEqual(['pending', 'pending']);
    expect(await h.bets.decideDue()).toEqual({ done: 0, failed: 0 });
    await h.feed.send(moved1x2(event.id, 'draw', 3000, T0 + 20));
    h.feed.advance(5_000);
    await h.bets.decideDue();
    expect((await h.bets.one(user, kept.id)).status).toBe('open');
    expect(await h.bets.one(user, moved.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'odds_changed',
    });
    expect(await h.main(user)).toBe(90_00n);
    expect(await h.transfersOf(kept.id)).toEqual(['sportsbook_bet', 'sportsbook_bet_accept']);
    expect(await h.transfersOf(moved.id)).toEqual(['sportsbook_bet', 'sportsbook_bet_reject']);
    expect(await h.house('sportsbook_pending')).toBe(0n);
    h.feed.advance(-5_000);
  });

  it('settles from the feed, reopens on a rollback with a compensating transfer, and resettles', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    await settle(event.id, 'home');
    await h.bets.settleDue();
    expect(await h.bets.one(user, bet.id)).toMatchObject({
      status: 'won',
      payout: { value: '2100' },
      legs: [{ result: 'won' }],
    });
    expect(await h.main(user)).toBe(111_00n);
    await h.feed.send(rolledBack1x2(event.id, T0 + 200));
    await h.bets.settleDue();
    expect(await h.bets.one(user, bet.id)).toMatchObject({
      status: 'open',
      payout: null,
      legs: [{ result: 'open' }],
    });
    expect(await h.main(user)).toBe(90_00n);
    await settle(event.id, 'away', T0 + 300);
    await h.bets.settleDue();
    expect(await h.bets.one(user, bet.id)).toMatchObject({
      status: 'lost',
      payout: { value: '0' },
    });
    expect(await h.transfersOf(bet.id)).toEqual([
      'sportsbook_bet',
      'sportsbook_bet_settle',
      'sportsbook_bet_reopen',
      'sportsbook_bet_lost',
    ]);
    expect(await h.bets.settleDue()).toMatchObject({ failed: 0 });
    expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  });

  it('voids only the bets placed inside a cancel window; a combo with a voided leg pays the rest', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const other = await h.event();
    const before = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    h.feed.advance(60_000);
    const inside = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    const combo = await h.bets.place(user, key(), {
      kind: 'combo',
      stake: '10.00',
      oddsPolicy: 'none',
      legs: [
        { eventId: event.id, marketId: event.main, outcomeId: 'home', odds: 2100 },
        { eventId: other.id, marketId: other.main, outcomeId: 'away', odds: 3500 },
      ],
    });
    await h.feed.send(cancelled1x2(event.id, T0 + 70_000, T0 + 30_000));
    await settle(event.id, 'home', T0 + 80_000);
    await settle(other.id, 'away', T0 + 80_000);
    await h.bets.settleDue();
    expect((await h.bets.one(user, before.id)).status).toBe('won');
    expect(await h.bets.one(user, inside.id)).toMatchObject({
      status: 'void',
      payout: { value: '1000' },
    });
    expect(await h.bets.one(user, combo.id)).toMatchObject({
      status: 'won',
      payout: { value: '3500' },
      legs: [{ result: 'void' }, { result: 'won' }],
    });
    h.feed.advance(-60_000);
    expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  });

  it('cashes out part of a bet (the bet stays open), then the rest; refuses a forged or expired quote', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(
      user,
      key(),
      single(event.id, event.main, 'home', 2100, '20.00'),
    );
    const half = await h.bets.cashOutQuote(user, bet.id, 500);
    // Odds unchanged: 10.00 of stake is worth 10.00, less the 5% margin.
    expect(half).toMatchObject({ part: 500, amount: { value: '950' } });
    await expect(h.bets.cashOut(user, bet.id, `${half.token}x`)).rejects.toMatchObject({
      detail: 'cash_out_unavailable',
    });
    const partial = await h.bets.cashOut(user, bet.id, half.token);
    expect(partial).toMatchObject({
      status: 'open',
      stake: { value: '2000' },
      openStake: { value: '1000' },
      cashedOut: { value: '950' },
      potentialPayout: { value: '2100' },
    });
    await expect(h.bets.cashOut(user, bet.id, half.token)).rejects.toMatchObject({
      detail: 'cash_out_unavailable',
    });
    const rest = await h.bets.cashOutQuote(user, bet.id, 1000);
    h.feed.advance(11_000);
    await expect(h.bets.cashOut(user, bet.id, rest.token)).rejects.toMatchObject({
      detail: 'cash_out_quote_expired',
    });
    h.feed.advance(-11_000);
    const again = await h.bets.cashOutQuote(user, bet.id, 1000);
    expect(await h.bets.cashOut(user, bet.id, again.token)).toMatchObject({
      status: 'cashed_out',
      payout: { value: '1900' },
    });
    expect(await h.main(user)).toBe(99_00n);
    await settle(event.id, 'home', T0 + 500);
    await h.bets.settleDue();
    expect((await h.bets.one(user, bet.id)).status).toBe('cashed_out');
    expect(await h.transfersOf(bet.id)).toEqual([
      'sportsbook_bet',
      'sportsbook_cash_out',
      'sportsbook_cash_out',
    ]);
    expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  });

  it('holds a cash-out back while a leg is suspended, and says so', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    const quote = await h.bets.cashOutQuote(user, bet.id, 1000);
    await h.feed.send({
      type: 'bet_stop',
      producer: PRODUCER,
      timestamp: T0 + 5,
      eventId: event.id,
    });
    const suspended = {
      detail: 'cash_out_unavailable',
      status: 409,
      params: { reason: 'suspended' },
    };
    await expect(h.bets.cashOutQuote(user, bet.id, 500)).rejects.toMatchObject(suspended);
    await expect(h.bets.cashOut(user, bet.id, quote.token)).rejects.toMatchObject(suspended);
    expect(await h.main(user)).toBe(90_00n);
  });

  it("lists a player's bets newest first, open and settled apart", async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const first = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    h.feed.advance(1000);
    const second = await h.bets.place(user, key(), single(event.id, event.main, 'draw', 3400));
    h.feed.advance(-1000);
    const open = await h.bets.list(user, { status: 'open', limit: 20, offset: 0 });
    expect(open.items.map((bet) => bet.id)).toEqual([second.id, first.id]);
    expect(open.items[0]?.cashOut).not.toBeNull();
    expect((await h.bets.list(user, { status: 'settled', limit: 20, offset: 0 })).meta.total).toBe(
      0,
    );
    const stranger = await h.player(0n);
    await expect(h.bets.one(stranger, first.id)).rejects.toMatchObject({
      detail: 'bet_not_found',
      status: 404,
    });
  });

  it('refuses a bet whose event would pay the player past the per-event limit', async () => {
    const user = await h.player(100_000_00n);
    const event = await h.event();
    await h.feed.send(oddsChange(event.id, T0 + 2, [1100, 12000, 40000, 1900, 1900]));
    // 1000.00 at 40.0 pays 40,000.00: within the bet limit; a third passes the event's 100,000.00.
    const away = (stake: string) => single(event.id, event.main, 'away', 40000, stake);
    await h.bets.place(user, key(), away('1000.00'));
    await h.bets.place(user, key(), away('1000.00'));
    await expect(h.bets.place(user, key(), away('1000.00'))).rejects.toMatchObject({
      detail: 'payout_too_high',
      params: { max: '100000.00' },
    });
  });

  it('settles a system 2/3 with one leg lost: the one winning combination pays', async () => {
    const user = await h.player(100_00n);
    const events = await Promise.all([h.event(), h.event(), h.event()]);
    const bet = await h.bets.place(user, key(), {
      kind: 'system',
      systemSize: 2,
      stake: '30.00',
      oddsPolicy: 'none',
      legs: events.map((e) => ({ eventId: e.id, marketId: e.main, outcomeId: 'home', odds: 2100 })),
    });
    expect(bet).toMatchObject({ totalOdds: null, potentialPayout: { value: '13230' } });
    const [a, b, c] = events;
    await settle(a.id, 'home', T0 + 900);
    await settle(b.id, 'home', T0 + 900);
    await h.bets.settleDue();
    expect((await h.bets.one(user, bet.id)).status).toBe('open');
    await settle(c.id, 'away', T0 + 900);
    await h.bets.settleDue();
    // 10.00 on each pair; only (a, b) wins: 10.00 x 2.1 x 2.1.
    expect(await h.bets.one(user, bet.id)).toMatchObject({
      status: 'won',
      payout: { value: '4410' },
      legs: [{ result: 'won' }, { result: 'won' }, { result: 'lost' }],
    });
    expect(await h.transfersOf(bet.id)).toEqual(['sportsbook_bet', 'sportsbook_bet_settle']);
  });
});
