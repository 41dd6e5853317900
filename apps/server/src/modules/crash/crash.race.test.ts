import { randomBytes } from 'node:crypto';
import { crashPayout } from '@aurum/games';
import type { TCrashBetAnswer, TCrashState } from '@aurum/contracts/crash';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, queryRows, type Database } from '../../db/client';
import type { App } from '../../lib/http';
import { describeRaces, race, settled } from '../../test/race';
import { createTestDatabaseUrl, testConfig } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import {
  crashPlayer,
  crashPointAt,
  crashTestApp,
  instantOf,
  originalIds,
  roundCrashingAbove,
} from './crash-testing';

const PLAYERS = 200;

describeRaces('crash under concurrency (PostgreSQL)', () => {
  let h: Awaited<ReturnType<typeof crashTestApp>>;
  let database: Database;
  let gameId = 0;
  // The clock runs in real time from where the test puts it, so requests race the crash instant.
  let base = 0;
  let placedAt = 0;

  beforeAll(async () => {
    h = await crashTestApp();
    database = await openDatabase(h.t.config.database);
    gameId = (await originalIds(h.t.app)).get('Aurum Crash') ?? 0;
  });
  afterAll(async () => {
    await database.close();
    await h.t.close();
  });

  const runFrom = (at: Date) => {
    base = at.getTime();
    placedAt = Date.now();
    h.setNow(at);
  };
  const realNow = () => new Date(base + (Date.now() - placedAt));

  it('pays every cash-out before the crash point at its multiplier, refuses the rest, and keeps the ledger exact', async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => crashPlayer(h.t.app, gameId, { deposit: '10' })),
    );
    const watcher = players[0];
    if (!watcher) throw new Error('no players');
    const index = roundCrashingAbove(130);
    const crashPoint = crashPointAt(index);
    // Round by round to the chosen one (nobody bets in the earlier ones).
    for (;;) {
      await h.crash.advance();
      const { round } = await watcher.state();
      if (!round) continue;
      if (round.index === index && round.status === 'betting') break;
      if (round.status === 'betting') h.setNow(new Date(round.bettingEndsAt));
      else if (round.status === 'running')
        h.setNow(instantOf(round.startedAt ?? '', crashPointAt(round.index)));
      else h.setNow(new Date(h.now().getTime() + 3000));
    }

    // Every player bets at once, a third with an automatic target below the crash point.
    const bets = settled(
      await race(
        ...players.map(
          (player, n) => () => player.bet('100', n % 3 === 0 ? crashPoint - 10 : undefined),
        ),
      ),
    );
    expect(bets.errors).toEqual([]);
    expect(bets.values.map((res) => res.statusCode)).toEqual(players.map(() => 200));

    const { round } = await watcher.state();
    h.setNow(new Date(round?.bettingEndsAt ?? 0));
    await h.crash.advance();
    const startedAt = (await watcher.state()).round?.startedAt ?? '';
    // On a running clock from 600 ms before the crash instant, the cash-outs go out 8 ms apart
    // over a second while the clock steps every 10 ms: the cash-outs and the crash race.
    runFrom(new Date(instantOf(startedAt, crashPoint).getTime() - 600));
    const clockTimer = setInterval(() => h.setNow(realNow()), 1);
    const manual = players.filter((_, n) => n % 3 !== 0);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const outcomes = await race(
      ...manual.map((player, n) => async () => {
        await pause(n * 8);
        return player.cashout();
      }),
      async () => {
        for (let step = 0; step < 120; step++) {
          await h.crash.advance();
          await pause(10);
        }
        return undefined;
      },
    );
    clearInterval(clockTimer);
    // Whatever was left, the crash settles.
    h.setNow(new Date(instantOf(startedAt, crashPoint).getTime() + 1));
    await h.crash.advance();
    await h.crash.settled();
    await h.crash.sweep();

    const answers = settled(outcomes.slice(0, manual.length)).values.flatMap((res) =>
      res ? [res] : [],
    );
    expect(answers).toHaveLength(manual.length);
    let paid = 0;
    let refused = 0;
    for (const res of answers) {
      if (res.statusCode === 200) {
        const { bet } = res.json<TCrashBetAnswer>();
        expect(bet.cashout).not.toBeNull();
        expect(bet.cashout ?? 0).toBeLessThan(crashPoint);
        expect(bet.payout).toBe(String(crashPayout(100n, bet.cashout ?? 0)));
        paid++;
      } else {
        expect(res.statusCode, res.body).toBe(409);
        const body = res.json<{ detail: string; multiplier?: number }>();
        expect(['crashed', 'no_active_bet']).toContain(body.detail);
        if (body.detail === 'crashed' && body.multiplier !== undefined)
          expect(body.multiplier).toBeGreaterThanOrEqual(crashPoint);
        refused++;
      }
    }
    expect(paid + refused).toBe(manual.length);
    // Both sides of the crash instant were reached.
    expect(paid).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);

    // Every bet ended: cashed below the crash point or lost; each player's money agrees.
    const final: TCrashState = await watcher.state();
    expect(final.history.find((item) => item.index === index)).toMatchObject({ crashPoint });
    const rows = await queryRows<{ status: string; cashout: number | null; payout: string }>(
      database.db,
      sql`SELECT b.status, b.cashout, b.payout::text AS payout FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id WHERE r.index = ${index}`,
    );
    expect(rows).toHaveLength(PLAYERS);
    for (const row of rows) {
      expect(['cashed', 'lost']).toContain(row.status);
      if (row.status === 'cashed') expect(row.cashout ?? 0).toBeLessThan(crashPoint);
    }
    expect(rows.filter((row) => row.status === 'cashed').length).toBe(
      paid + Math.ceil(PLAYERS / 3),
    );
    const payouts = new Map(
      (
        await queryRows<{ session_id: string; payout: string }>(
          database.db,
          sql`SELECT b.session_id, b.payout::text AS payout FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id WHERE r.index = ${index}`,
        )
      ).map((row) => [row.session_id, BigInt(row.payout)]),
    );
    for (const player of players) {
      const payout = payouts.get(player.sessionId);
      expect(payout).toBeDefined();
      expect(BigInt(await player.platformBalance())).toBe(1000n - 100n + (payout ?? -1n));
    }
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  }, 180_000);
});

/** Seed whose first rounds crash between 1.01× and 1.13×: short rounds for real-time nodes. */
const SHORT_ROUNDS_SEED = '2593adad85e5d2563203eaa55161919d24045f48006cb06cc38bb9933fc4ccee';

describeRaces('two app instances on one PostgreSQL database', () => {
  const apps: App[] = [];
  let drop = async () => {};
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop();
  });

  it('play one round sequence, each transition made once', async () => {
    const database = await createTestDatabaseUrl();
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url,
      REDIS_KEY_PREFIX: `crash-nodes:${randomBytes(4).toString('hex')}:`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      STUDIO_SECRET: randomBytes(32).toString('hex'),
      CRASH_LOOP_MS: '20',
      CRASH_BETTING_MS: '1000',
      CRASH_PAUSE_MS: '0',
      CRASH_CHAIN_SEED: SHORT_ROUNDS_SEED,
      CRASH_CHAIN_LENGTH: '50',
    };
    for (let node = 0; node < 2; node++) {
      const app = await buildApp(testConfig(env));
      await app.ready();
      apps.push(app);
    }
    const check = await openDatabase(testConfig(env).database);
    try {
      const crashedRounds = async () =>
        queryRows<{
          index: number;
          status: string;
          betting_ends_at: Date;
          started_at: Date | null;
          crashed_at: Date | null;
          created_at: Date;
        }>(
          check.db,
          sql`SELECT index, status, betting_ends_at, started_at, crashed_at, created_at FROM crash_rounds ORDER BY created_at`,
        );
      const deadline = Date.now() + 30_000;
      while ((await crashedRounds()).filter((row) => row.status === 'crashed').length < 3) {
        if (Date.now() > deadline) throw new Error('the nodes played fewer than 3 rounds');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const rows = await crashedRounds();
      expect(rows.map((row) => row.index)).toEqual(rows.map((_, n) => n));
      expect(rows.filter((row) => row.status !== 'crashed').length).toBeLessThanOrEqual(1);
      for (const [n, row] of rows.entries()) {
        if (row.status === 'betting') continue;
        expect(new Date(row.started_at ?? 0).getTime()).toBe(
          new Date(row.betting_ends_at).getTime(),
        );
        const next = rows[n + 1];
        if (next && row.crashed_at)
          expect(new Date(next.betting_ends_at).getTime()).toBeGreaterThanOrEqual(
            new Date(row.crashed_at).getTime() + 1000,
          );
      }
    } finally {
      await check.close();
    }
  }, 60_000);
});
