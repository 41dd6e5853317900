import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TPlaceBet, TSportBet } from '@aurum/contracts/sportsbook';
import { afterAll, beforeAll } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { createTestApp, type TestApp } from './test-app';
import { sbMarkets, sbSettleQueue, users } from '../db/schema';
import { createLedger } from '../modules/wallet/ledger.service';
import { createStakes } from '../modules/wallet/stakes.service';
import { createWalletHooks, type TWalletHooks } from '../modules/wallet/wallet-hooks';
import type { Config } from '../config';
import type {
  TBetCancelMessage,
  TBetSettlementMessage,
  TOddsChangeMessage,
  TRollbackSettlementMessage,
} from '../modules/sportsbook/feed';
import { createBetsService } from '../modules/sportsbook/bets.service';
import { createUsersRepo } from '../modules/users/users.repo';
import {
  fixture,
  oddsChange,
  PRODUCER,
  T0,
  testIngest,
} from '../modules/sportsbook/test-feed.fixture';

/**
 * Bets on the app's database, beside a test feed: players funded through the ledger, the bets
 * service on a clock the test moves, and the ledger's view of a player and the book.
 */
export function betsHarness(
  database: Database,
  config: Config,
  hooks: TWalletHooks = createWalletHooks(),
) {
  const db = database.db;
  const feed = testIngest(database);
  const ledger = createLedger({ db, currencyCode: 'USD' });
  const stakes = createStakes({ db, ledger, hooks });
  /** What the service published to players' live connections, oldest first. */
  const publishedBets: { userId: string; bet: TSportBet }[] = [];
  let publicationsFail = false;
  /** The ids of each read of players, oldest first. */
  const playerReads: string[][] = [];
  const published: { channel: string; data: unknown }[] = [];
  const bets = createBetsService({
    db,
    ledger,
    stakes,
    publishBalance: () => Promise.resolve(),
    publishBetView: (player, bet) => {
      if (publicationsFail) throw new Error('the live connections are down');
      publishedBets.push({ userId: player.id, bet });
    },
    realtime: { publish: (channel, data) => published.push({ channel, data }) },
    users: {
      findByIds: (ids) => {
        playerReads.push(ids);
        return createUsersRepo(db).findByIds(ids);
      },
    },
    limits: { ...config.sportsbook.bets, loopSeconds: 0 },
    currency: { code: 'USD', precision: 2 },
    clock: feed.clock,
    cashOutSecret: 'test-cash-out-secret-of-at-least-32-chars',
  });
  let events = 0;

  return {
    db,
    feed,
    bets,
    ledger,
    publishedBets,
    /** Makes every publication of a bet throw (true) or go through again (false). */
    failPublications(fail: boolean) {
      publicationsFail = fail;
    },
    /** What the bets published on public channels (the last-bets ticker), oldest first. */
    published,
    playerReads,
    /** Which of these markets wait in the settlement queue. */
    async queued(marketIds: string[]): Promise<string[]> {
      const rows = await db
        .select({ marketId: sbSettleQueue.marketId })
        .from(sbSettleQueue)
        .where(inArray(sbSettleQueue.marketId, marketIds));
      return rows.map((row) => row.marketId).sort();
    },
    /** A player with `amount` minor units of main money. */
    async player(amount: bigint): Promise<string> {
      const [user] = await db
        .insert(users)
        .values({ email: `bettor.${randomUUID()}@example.com`, passwordHash: 'x' })
        .returning({ id: users.id });
      if (!user) throw new Error('no user');
      if (amount > 0n)
        await ledger.transfer({
          idempotencyKey: `test:fund:${user.id}`,
          kind: 'adjustment',
          postings: [
            { account: { house: 'adjustments' }, amount: -amount },
            { account: { userId: user.id, kind: 'main' }, amount },
          ],
        });
      return user.id;
    },
    /** A new prematch (or live, with a delay) event with 1X2 and total 2.5 markets. */
    async event(options: { live?: boolean; delay?: number } = {}) {
      events += 1;
      const id = `bt:${randomUUID().slice(0, 8)}:${events}`;
      await feed.producerUp();
      await feed.send(
        fixture(id, T0, {
          status: options.live ? 'live' : 'not_started',
          betDelaySeconds: options.delay ?? (options.live ? 5 : 0),
        }),
        oddsChange(id, T0 + 1),
      );
      const markets = await db
        .select({ id: sbMarkets.id, type: sbMarkets.type })
        .from(sbMarkets)
        .where(eq(sbMarkets.eventId, id));
      const marketId = (type: string) => markets.find((row) => row.type === type)?.id ?? '';
      return { id, main: marketId('1x2'), total: marketId('total') };
    },
    async main(userId: string): Promise<bigint> {
      return (await ledger.playerBalances(db, userId)).main;
    },
    /** Sum of a house account's entries. */
    async house(kind: string): Promise<bigint> {
      const [row] = await queryRows<{ total: string | null }>(
        db,
        sql`SELECT sum(e.amount) AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id IS NULL AND a.kind = ${kind}`,
      );
      return BigInt(row?.total ?? 0);
    },
    /** Ledger transfers that moved money for a bet. */
    async transfersOf(betId: string): Promise<string[]> {
      const rows = await queryRows<{ kind: string }>(
        db,
        sql`SELECT kind FROM ledger_transfers WHERE metadata->>'betId' = ${betId} ORDER BY id`,
      );
      return rows.map((row) => row.kind);
    },
  };
}

/** A single on one outcome at the odds the slip saw. */
export const single = (
  eventId: string,
  marketId: string,
  outcomeId: string,
  odds: number,
  stake = '10.00',
  oddsPolicy: TPlaceBet['oddsPolicy'] = 'none',
): TPlaceBet => ({
  kind: 'single',
  stake,
  oddsPolicy,
  legs: [{ eventId, marketId, outcomeId, odds }],
});

export type TBetsHarness = ReturnType<typeof betsHarness>;

/**
 * A test app (its bets loop off unless `env` turns it on) and the harness on its database, made
 * before the block's tests and closed after them; `current()` answers both once made.
 */
export function betsTestApp(env: NodeJS.ProcessEnv = {}) {
  let made: { t: TestApp; h: TBetsHarness } | undefined;
  beforeAll(async () => {
    let database: Database | undefined;
    const t = await createTestApp(
      { SPORTSBOOK_BETS_SECONDS: '0', ...env },
      { onDatabase: (opened) => (database = opened) },
    );
    if (!database) throw new Error('no database');
    made = { t, h: betsHarness(database, t.config) };
  });
  afterAll(() => made?.t.close());
  return {
    current() {
      if (!made) throw new Error('the bets test app is not made yet');
      return made;
    },
  };
}

/** The feed's confirmed settlement of an event's 1X2 market: `won` wins, the others lose. */
export const settled1x2 = (
  eventId: string,
  won: 'home' | 'draw' | 'away',
  timestamp: number,
): TBetSettlementMessage => ({
  type: 'bet_settlement',
  producer: PRODUCER,
  timestamp,
  eventId,
  certainty: 'confirmed',
  markets: [
    {
      type: '1x2',
      specifiers: '',
      outcomes: (['home', 'draw', 'away'] as const).map((id) => ({
        id,
        result: id === won ? 1 : 0,
      })),
    },
  ],
});

/** New odds for one outcome of an event's 1X2 market, the rest as they were. */
export function moved1x2(
  eventId: string,
  outcomeId: 'home' | 'draw' | 'away',
  odds: number,
  timestamp: number,
): TOddsChangeMessage {
  const change = oddsChange(eventId, timestamp);
  return {
    ...change,
    markets: change.markets
      .filter((market) => market.type === '1x2')
      .map((market) => ({ ...market, outcomes: [{ id: outcomeId, odds, active: true }] })),
  };
}

/** The feed takes back its settlement of an event's 1X2 market. */
export const rolledBack1x2 = (eventId: string, timestamp: number): TRollbackSettlementMessage => ({
  type: 'rollback_bet_settlement',
  producer: PRODUCER,
  timestamp,
  eventId,
  markets: [{ type: '1x2', specifiers: '' }],
});

/** The feed voids the bets on an event's 1X2 market placed from `startTime` on. */
export const cancelled1x2 = (
  eventId: string,
  timestamp: number,
  startTime: number,
): TBetCancelMessage => ({
  type: 'bet_cancel',
  producer: PRODUCER,
  timestamp,
  eventId,
  markets: [{ type: '1x2', specifiers: '' }],
  startTime,
});
