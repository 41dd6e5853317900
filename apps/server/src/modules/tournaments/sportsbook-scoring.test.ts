import { randomUUID } from 'node:crypto';
import type { TAdminTournament } from '@aurum/contracts/tournaments';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { tournamentScoreEvents } from '../../db/schema';
import { operatorCookie } from '../../test/players';
import {
  betsHarness,
  rolledBack1x2,
  settled1x2,
  single,
  type TBetsHarness,
} from '../../test/sportsbook-bets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { T0 } from '../sportsbook/test-feed.fixture';
import { createWalletHooks } from '../wallet/wallet-hooks';
import { createScoring } from './scoring';
import { createTournamentsRepo, type TTournamentRow } from './tournaments.repo';

const HOUR = 60 * 60 * 1000;

describe('sportsbook tournaments score settled bets', () => {
  let t: TestApp;
  let h: TBetsHarness;
  let operator: string;
  let candidates: TTournamentRow[] = [];

  beforeAll(async () => {
    let database: Database | undefined;
    t = await createTestApp(
      { SPORTSBOOK_BETS_SECONDS: '0' },
      { onDatabase: (opened) => (database = opened) },
    );
    if (!database) throw new Error('no database');
    const hooks = createWalletHooks();
    hooks.stakeEvents.push(
      createScoring({
        candidates: () => candidates,
        providerOf: () => Promise.resolve(undefined),
        touched: () => {},
      }),
    );
    h = betsHarness(database, t.config, hooks);
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  async function tournament(kind: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: { cookie: operator },
      payload: {
        names: { en: `Sport ${kind}` },
        kind,
        product: 'sportsbook',
        minBet: '5',
        startsAt: new Date(T0 - HOUR).toISOString(),
        endsAt: new Date(Date.now() + HOUR).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    candidates = await createTournamentsRepo(h.db).scoring();
    return res.json<TAdminTournament>().id;
  }

  const events = (id: string, userId: string) =>
    h.db
      .select({ kind: tournamentScoreEvents.kind, points: tournamentScoreEvents.points })
      .from(tournamentScoreEvents)
      .where(
        and(eq(tournamentScoreEvents.tournamentId, id), eq(tournamentScoreEvents.userId, userId)),
      )
      .orderBy(asc(tournamentScoreEvents.id));
  const score = async (id: string, userId: string) =>
    (await createTournamentsRepo(h.db).standing(id, userId))?.score;

  it('counts a bet when it settles, takes it back when the settlement is rolled back, counts the new one', async () => {
    const wagered = await tournament('total_wagered');
    const best = await tournament('best_multiplier');
    const user = await h.player(100_00n);
    const small = await h.player(100_00n);
    const event = await h.event();
    await h.bets.place(user, `k-${randomUUID()}`, single(event.id, event.main, 'home', 2100));
    // Below the 5.00 minimum bet: never counted.
    await h.bets.place(
      small,
      `k-${randomUUID()}`,
      single(event.id, event.main, 'home', 2100, '4.00'),
    );
    expect(await score(wagered, user)).toBeUndefined();

    await h.feed.send(settled1x2(event.id, 'home', T0 + 2000));
    await h.bets.settleDue();
    expect(await score(wagered, user)).toBe(10_00n);
    expect(await score(best, user)).toBe(21_000n);

    await h.feed.send(rolledBack1x2(event.id, T0 + 3000));
    await h.bets.settleDue();
    expect(await score(wagered, user)).toBe(0n);
    expect(await score(best, user)).toBe(0n);

    await h.feed.send(settled1x2(event.id, 'away', T0 + 4000));
    await h.bets.settleDue();
    // Lost this time: the stake still counts as wagered, the multiplier is 0.
    expect(await score(wagered, user)).toBe(10_00n);
    expect(await score(best, user)).toBe(0n);
    expect(await events(wagered, user)).toEqual([
      { kind: 'score', points: 10_00n },
      { kind: 'reversal', points: -10_00n },
      { kind: 'score', points: 10_00n },
    ]);
    expect(await score(wagered, small)).toBeUndefined();
  });
});
