import type { TAdminTournament } from '@aurum/contracts/tournaments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { mainMoney, operatorCookie } from '../../test/players';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestStudio, TEST_STUDIO_ID } from '../../test/test-studio';
import { tournamentCalls } from './tournaments.fixture';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';

const testStudio = createTestStudio('tournaments-race-secret-0123456789abc');
const HOUR = 60 * 60 * 1000;

describeRaces('tournaments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let database: Database;
  let gameId: number;
  let operator: string;
  let shift = 0;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { studios: [testStudio.studio], clock: () => new Date(Date.now() + shift) },
    );
    database = await openDatabase(t.config.database);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/games?provider=${TEST_STUDIO_ID}`,
    });
    gameId = res.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
    operator = await operatorCookie(t.app);
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  const calls = tournamentCalls(
    () => t.app,
    testStudio,
    () => ({ gameId, operator }),
  );
  const { player, round } = calls;
  const admin = (url: string, payload?: object) => calls.admin('POST', url, payload);
  const cancelRunning = () => calls.cancelOpen();
  const tournament = async (kind: string): Promise<string> => {
    const res = await admin('/api/admin/tournaments', {
      names: { en: `Race ${kind}` },
      kind,
      product: 'casino',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      prizes: [
        { place: 1, kind: 'cash', amount: '5' },
        { place: 2, kind: 'cash', amount: '2' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAdminTournament>().id;
  };
  /** Standings in ranking order: player, score, and the score its events add up to. */
  const standings = (id: string) =>
    queryRows<{ user_id: string; score: string; events: string; best: string }>(
      database.db,
      sql`SELECT s.user_id, s.score::text,
            (SELECT coalesce(sum(points), 0) FROM tournament_score_events e
              WHERE e.tournament_id = s.tournament_id AND e.user_id = s.user_id)::text AS events,
            (SELECT coalesce(max(points), 0) FROM tournament_score_events e
              WHERE e.tournament_id = s.tournament_id AND e.user_id = s.user_id
              AND e.kind = 'score')::text AS best
          FROM tournament_standings s WHERE s.tournament_id = ${id}
          ORDER BY s.score DESC, s.reached_by`,
    );

  it('many players betting at once end with the standings of the same bets one by one', async () => {
    await cancelRunning();
    const players = await Promise.all(Array.from({ length: 6 }, () => player()));
    // Distinct totals per player, so the ranking is one order whatever the timing.
    const plan = players.flatMap((p, index) =>
      Array.from({ length: 4 }, (_, n) => ({
        p,
        stake: 100 + index * 10 + n,
        win: (n % 2) * (200 + index * 37),
      })),
    );
    const kinds = ['total_wagered', 'sum_multipliers', 'best_multiplier'];
    const concurrent = await Promise.all(kinds.map(tournament));
    const { errors } = settled(
      await race(...plan.map((bet) => () => round(bet.p, bet.stake, bet.win))),
    );
    expect(errors).toEqual([]);
    const atOnce = await Promise.all(concurrent.map(standings));
    await cancelRunning();
    const sequential = await Promise.all(kinds.map(tournament));
    for (const bet of plan) await round(bet.p, bet.stake, bet.win);
    const oneByOne = await Promise.all(sequential.map(standings));
    const view = (rows: Awaited<ReturnType<typeof standings>>) =>
      rows.map((row) => [row.user_id, row.score]);
    for (const [index, kind] of kinds.entries()) {
      const rows = atOnce[index] ?? [];
      expect(rows, kind).toHaveLength(players.length);
      expect(view(rows), kind).toEqual(view(oneByOne[index] ?? []));
      // Every standing is what its score events add up to (or their best, for the best kind).
      for (const row of rows)
        expect(row.score, kind).toBe(kind === 'best_multiplier' ? row.best : row.events);
    }
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('the closing job run twice at once pays each place once', async () => {
    await repeatRace(3, async () => {
      await cancelRunning();
      const id = await tournament('points_per_round');
      const [first, second] = [await player('5'), await player('5')];
      await round(first, 100, 0);
      await round(first, 100, 0);
      await round(second, 100, 0);
      const before = await Promise.all([first, second].map((p) => mainMoney(t.app, p.cookie)));
      shift = 2 * HOUR;
      try {
        const runs = await race(
          () => admin('/api/sandbox/tournaments/close'),
          () => admin('/api/sandbox/tournaments/close'),
        );
        expect(settled(runs).values.map((res) => res.statusCode)).toEqual([200, 200]);
      } finally {
        shift = 0;
      }
      const after = await Promise.all([first, second].map((p) => mainMoney(t.app, p.cookie)));
      expect(after.map((value, index) => value - (before[index] ?? 0))).toEqual([500, 200]);
      const paid = await queryRows<{ n: string }>(
        database.db,
        sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`tournament:${id}:%`}`,
      );
      expect(paid[0]?.n).toBe('2');
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('cancel racing the close: one of them wins, paying all places or none', async () => {
    await repeatRace(4, async () => {
      await cancelRunning();
      const id = await tournament('points_per_round');
      const p = await player('5');
      await round(p, 100, 0);
      const before = await mainMoney(t.app, p.cookie);
      shift = 2 * HOUR;
      let cancel;
      try {
        [cancel] = settled(
          await race(
            () => admin(`/api/admin/tournaments/${id}/cancel`),
            () => admin('/api/sandbox/tournaments/close'),
          ),
        ).values;
      } finally {
        shift = 0;
      }
      const [row] = await queryRows<{ status: string }>(
        database.db,
        sql`SELECT status FROM tournaments WHERE id = ${id}`,
      );
      const gained = (await mainMoney(t.app, p.cookie)) - before;
      if (cancel?.statusCode === 200) {
        expect(row?.status).toBe('cancelled');
        expect(gained).toBe(0);
      } else {
        expect(cancel?.json()).toMatchObject({ detail: 'tournament_not_cancellable' });
        expect(row?.status).toBe('finished');
        expect(gained).toBe(500);
      }
    });
  });
});
