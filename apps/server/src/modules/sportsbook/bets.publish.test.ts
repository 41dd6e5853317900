import { randomUUID } from 'node:crypto';
import type { TSportBet } from '@aurum/contracts/sportsbook';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  betsTestApp,
  cancelled1x2,
  moved1x2,
  rolledBack1x2,
  settled1x2,
  single,
  type TBetsHarness,
} from '../../test/sportsbook-bets';
import { T0 } from './test-feed.fixture';

describe("sportsbook bets published to their player's live connections", () => {
  const app = betsTestApp();
  let h: TBetsHarness;
  beforeAll(() => ({ h } = app.current()));

  const key = () => `k-${randomUUID()}`;
  const settle = (eventId: string, won: 'home' | 'draw' | 'away', at: number) =>
    h.feed.send(settled1x2(eventId, won, at));
  /** The views published of one bet, oldest first, each checked to be its owner's. */
  const viewsOf = (userId: string, betId: string): TSportBet[] =>
    h.publishedBets
      .filter((published) => published.bet.id === betId)
      .map((published) => {
        expect(published.userId).toBe(userId);
        return published.bet;
      });
  const statusesOf = (userId: string, betId: string) =>
    viewsOf(userId, betId).map((view) => view.status);

  it('publishes a placed bet once, even when its client key is sent again', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const slip = single(event.id, event.main, 'home', 2100);
    const bet = await h.bets.place(user, 'once', slip);
    await h.bets.place(user, 'once', slip);
    expect(viewsOf(user, bet.id)).toEqual([bet]);
  });

  it('publishes a live bet pending, then accepted or rejected once its delay passed', async () => {
    const user = await h.player(100_00n);
    const event = await h.event({ live: true, delay: 5 });
    const kept = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    const moved = await h.bets.place(user, key(), single(event.id, event.main, 'draw', 3400));
    await h.bets.decideDue();
    expect(statusesOf(user, kept.id)).toEqual(['pending']);
    await h.feed.send(moved1x2(event.id, 'draw', 3000, T0 + 20));
    h.feed.advance(5_000);
    try {
      await h.bets.decideDue();
    } finally {
      h.feed.advance(-5_000);
    }
    expect(statusesOf(user, kept.id)).toEqual(['pending', 'open']);
    expect(statusesOf(user, moved.id)).toEqual(['pending', 'rejected']);
    // What was published last is what the API answers now.
    expect(viewsOf(user, kept.id).at(-1)).toEqual(await h.bets.one(user, kept.id));
    expect(viewsOf(user, moved.id).at(-1)).toEqual(await h.bets.one(user, moved.id));
    expect(viewsOf(user, moved.id).at(-1)).toMatchObject({
      rejectReason: 'odds_changed',
      payout: { value: '1000' },
    });
  });

  it('publishes the settlement, the rollback that reopens the bet and the resettlement', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    await settle(event.id, 'home', T0 + 100);
    await h.bets.settleDue();
    expect(viewsOf(user, bet.id).at(-1)).toMatchObject({
      status: 'won',
      payout: { value: '2100' },
      cashOut: null,
      legs: [{ result: 'won' }],
    });
    await h.feed.send(rolledBack1x2(event.id, T0 + 200));
    await h.bets.settleDue();
    await settle(event.id, 'away', T0 + 300);
    await h.bets.settleDue();
    // A pass that changes nothing publishes nothing.
    await h.bets.settleDue();
    expect(statusesOf(user, bet.id)).toEqual(['open', 'won', 'open', 'lost']);
    expect(viewsOf(user, bet.id)[2]).toMatchObject({ payout: null, legs: [{ result: 'open' }] });
    expect(viewsOf(user, bet.id).at(-1)).toEqual(await h.bets.one(user, bet.id));
  });

  it("publishes a bet voided by a cancel window, and a combo's leg as it is decided", async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const other = await h.event();
    h.feed.advance(60_000);
    const inside = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    const combo = await h.bets.place(user, key(), {
      kind: 'combo',
      stake: '10.00',
      oddsPolicy: 'none',
      legs: [
        { eventId: other.id, marketId: other.main, outcomeId: 'home', odds: 2100 },
        { eventId: event.id, marketId: event.total, outcomeId: 'over', odds: 1900 },
      ],
    });
    h.feed.advance(-60_000);
    await h.feed.send(cancelled1x2(event.id, T0 + 70_000, T0 + 30_000));
    await settle(other.id, 'home', T0 + 80_000);
    await h.bets.settleDue();
    expect(viewsOf(user, inside.id).at(-1)).toMatchObject({
      status: 'void',
      payout: { value: '1000' },
    });
    // The combo's first leg won; the bet stays open and shows it.
    expect(viewsOf(user, combo.id).at(-1)).toMatchObject({
      status: 'open',
      legs: [{ result: 'won' }, { result: 'open' }],
    });
  });

  it('publishes a partial cash-out with the stake left riding, then the full one', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(
      user,
      key(),
      single(event.id, event.main, 'home', 2100, '20.00'),
    );
    expect(bet).toMatchObject({ openStake: { value: '2000' }, cashedOut: null });
    const half = await h.bets.cashOutQuote(user, bet.id, 500);
    const partial = await h.bets.cashOut(user, bet.id, half.token);
    expect(viewsOf(user, bet.id).at(-1)).toEqual(partial);
    expect(partial).toMatchObject({
      status: 'open',
      stake: { value: '2000' },
      openStake: { value: '1000' },
      cashedOut: { value: '950' },
      potentialPayout: { value: '2100' },
      payout: null,
    });
    const rest = await h.bets.cashOutQuote(user, bet.id, 1000);
    await h.bets.cashOut(user, bet.id, rest.token);
    expect(viewsOf(user, bet.id).at(-1)).toMatchObject({
      status: 'cashed_out',
      openStake: { value: '0' },
      cashedOut: { value: '1900' },
      payout: { value: '1900' },
      cashOut: null,
    });
    expect(statusesOf(user, bet.id)).toEqual(['open', 'open', 'cashed_out']);
  });

  it('settles a bet even when its publication fails', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    h.failPublications(true);
    try {
      await settle(event.id, 'home', T0 + 100);
      expect(await h.bets.settleDue()).toMatchObject({ failed: 0 });
    } finally {
      h.failPublications(false);
    }
    expect(statusesOf(user, bet.id)).toEqual(['open']);
    expect(await h.bets.one(user, bet.id)).toMatchObject({ status: 'won' });
    expect(await h.main(user)).toBe(111_00n);
  });
});
