import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sbBets, sbMarketCancels } from '../../db/schema';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import {
  betsTestApp,
  cancelled1x2,
  rolledBack1x2,
  settled1x2,
  single,
  type TBetsHarness,
} from '../../test/sportsbook-bets';
import { queueSettlement } from './settle-queue.repo';
import { T0 } from './test-feed.fixture';

describe('sportsbook settlement from the queue of changed markets', () => {
  const app = betsTestApp();
  let h: TBetsHarness;
  beforeAll(() => ({ h } = app.current()));

  const key = () => `k-${randomUUID()}`;
  let clock = T0 + 1000;
  const tick = () => (clock += 1000);
  const statusOf = async (userId: string, betId: string) =>
    (await h.bets.one(userId, betId)).status;

  it('queues a market in the transaction that settles, rolls back or cancels it, and takes it off once its bets are in line', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    expect(await h.queued([event.main, event.total])).toEqual([]);

    await h.feed.send(settled1x2(event.id, 'home', tick()));
    expect(await h.queued([event.main, event.total])).toEqual([event.main]);
    await h.bets.settleDue();
    expect(await statusOf(user, bet.id)).toBe('won');
    expect(await h.queued([event.main])).toEqual([]);

    await h.feed.send(rolledBack1x2(event.id, tick()));
    expect(await h.queued([event.main])).toEqual([event.main]);
    await h.bets.settleDue();
    expect(await statusOf(user, bet.id)).toBe('open');
    expect(await h.queued([event.main])).toEqual([]);

    await h.feed.send(cancelled1x2(event.id, tick(), T0));
    expect(await h.queued([event.main])).toEqual([event.main]);
    await h.bets.settleDue();
    expect(await statusOf(user, bet.id)).toBe('void');
    expect(await h.queued([event.main])).toEqual([]);
    // Nothing queued: a pass finds nothing to do.
    expect(await h.bets.settleDue()).toEqual({ done: 0, failed: 0 });
    expect(await h.main(user)).toBe(100_00n);
    expect(await h.transfersOf(bet.id)).toEqual([
      'sportsbook_bet',
      'sportsbook_bet_settle',
      'sportsbook_bet_reopen',
      'sportsbook_bet_settle',
    ]);
  });

  it('voids a bet placed after an open-ended cancel window whose market the queue already let go', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    await h.feed.send(cancelled1x2(event.id, tick(), T0));
    await h.bets.settleDue();
    expect(await h.queued([event.main])).toEqual([]);

    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    expect(bet.status).toBe('open');
    expect(await h.queued([event.main])).toEqual([event.main]);
    await h.bets.settleDue();
    expect(await h.bets.one(user, bet.id)).toMatchObject({
      status: 'void',
      payout: { value: '1000' },
    });
    expect(await h.main(user)).toBe(100_00n);
  });

  it('voids a live bet accepted after its delay when a cancel window covered it while it waited', async () => {
    const user = await h.player(100_00n);
    const event = await h.event({ live: true, delay: 5 });
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    expect(bet.status).toBe('pending');
    await h.feed.send(cancelled1x2(event.id, tick(), T0));
    // The pass passes a pending bet by, and lets the market go.
    await h.bets.settleDue();
    expect(await statusOf(user, bet.id)).toBe('pending');
    expect(await h.queued([event.main])).toEqual([]);

    h.feed.advance(5_000);
    try {
      await h.bets.decideDue();
    } finally {
      h.feed.advance(-5_000);
    }
    expect(await statusOf(user, bet.id)).toBe('open');
    await h.bets.settleDue();
    expect(await h.bets.one(user, bet.id)).toMatchObject({
      status: 'void',
      payout: { value: '1000' },
    });
    expect(await h.transfersOf(bet.id)).toEqual([
      'sportsbook_bet',
      'sportsbook_bet_accept',
      'sportsbook_bet_settle',
    ]);
    expect(await h.main(user)).toBe(100_00n);
  });

  it('reopens a voided bet once its cancel window is rolled back and the market queued with it', async () => {
    const user = await h.player(100_00n);
    const event = await h.event();
    const bet = await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    await h.feed.send(cancelled1x2(event.id, tick(), T0));
    await h.bets.settleDue();
    expect(await statusOf(user, bet.id)).toBe('void');

    await h.db.transaction(async (tx) => {
      await tx
        .update(sbMarketCancels)
        .set({ rolledBackAt: new Date() })
        .where(eq(sbMarketCancels.marketId, event.main));
      await queueSettlement(tx, [event.main]);
    });
    await h.bets.settleDue();
    expect(await h.bets.one(user, bet.id)).toMatchObject({
      status: 'open',
      payout: null,
      legs: [{ result: 'open' }],
    });
    expect(await h.main(user)).toBe(90_00n);
    await h.feed.send(settled1x2(event.id, 'away', tick()));
    await h.bets.settleDue();
    expect(await statusOf(user, bet.id)).toBe('lost');
    expect(await h.transfersOf(bet.id)).toEqual([
      'sportsbook_bet',
      'sportsbook_bet_settle',
      'sportsbook_bet_reopen',
      'sportsbook_bet_lost',
    ]);
    expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  });

  it('settles the rest of a batch when one of its bets fails, and that one once it can', async () => {
    const users = await Promise.all([h.player(100_00n), h.player(100_00n), h.player(100_00n)]);
    const event = await h.event();
    const [won, broken, lost] = await Promise.all([
      h.bets.place(users[0], key(), single(event.id, event.main, 'home', 2100)),
      h.bets.place(users[1], key(), single(event.id, event.main, 'home', 2100)),
      h.bets.place(users[2], key(), single(event.id, event.main, 'away', 3500)),
    ]);
    const split = (await h.db.select().from(sbBets).where(eq(sbBets.id, broken.id)))[0]?.stakeSplit;
    // A stake split the payout cannot be read from: paying this bet throws.
    await h.db
      .update(sbBets)
      .set({ stakeSplit: sql`'{}'::jsonb` })
      .where(eq(sbBets.id, broken.id));
    await h.feed.send(settled1x2(event.id, 'home', tick()));

    expect(await h.bets.settleDue()).toMatchObject({ failed: 1 });
    expect(await statusOf(users[0], won.id)).toBe('won');
    expect(await statusOf(users[2], lost.id)).toBe('lost');
    expect(await statusOf(users[1], broken.id)).toBe('open');
    expect(await h.main(users[0])).toBe(111_00n);
    expect(await h.main(users[1])).toBe(90_00n);
    // The market stays queued for the bet that failed, and a later pass tries it again.
    expect(await h.queued([event.main])).toEqual([event.main]);
    expect(await h.bets.settleDue()).toMatchObject({ failed: 1 });

    await h.db.update(sbBets).set({ stakeSplit: split }).where(eq(sbBets.id, broken.id));
    expect(await h.bets.settleDue()).toEqual({ done: 1, failed: 0 });
    expect(await statusOf(users[1], broken.id)).toBe('won');
    expect(await h.main(users[1])).toBe(111_00n);
    expect(await h.queued([event.main])).toEqual([]);
    expect(await h.transfersOf(won.id)).toEqual(['sportsbook_bet', 'sportsbook_bet_settle']);
    expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  });

  it('reads each player once for the publications of the bets a batch settled', async () => {
    const [first, second] = [await h.player(100_00n), await h.player(100_00n)];
    const event = await h.event();
    for (const user of [first, first, first, second])
      await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100));
    const before = h.playerReads.length;
    await h.feed.send(settled1x2(event.id, 'home', tick()));
    await h.bets.settleDue();
    // Three won bets of one player, one of another: each player read once.
    expect(h.playerReads.slice(before).flat().sort()).toEqual([first, second].sort());
    expect(h.publishedBets.filter((published) => published.userId === first)).toHaveLength(6);
  });
});
