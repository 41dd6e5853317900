import { crashMsAt, crashPointOf, crashRoundHash, nextChainHash } from '@aurum/games';
import type { TCrashBetAnswer, TCrashState } from '@aurum/contracts/crash';
import type { Database } from '../../db/client';
import type { App } from '../../lib/http';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Crash } from './crash.service';

export const CRASH_SEED = '5eed'.repeat(16);
export const CRASH_LENGTH = 200;
export const CRASH_SALT = nextChainHash(nextChainHash(CRASH_SEED)).slice(0, 32);

/** The crash point of round `index` of the test chain, computed apart from the server. */
export const crashPointAt = (index: number) =>
  crashPointOf(crashRoundHash(CRASH_SEED, CRASH_LENGTH, index), CRASH_SALT);

/** The first round index from `from` whose crash point is at least `min` hundredths. */
export function roundCrashingAbove(min: number, from = 0): number {
  for (let index = from; index < CRASH_LENGTH; index++)
    if (crashPointAt(index) >= min) return index;
  throw new Error(`no round of the test chain crashes above ${min}`);
}

/** A test app whose crash clock the test moves: `now` is the app's clock, `step` one clock step. */
export async function crashTestApp(env: NodeJS.ProcessEnv = {}) {
  let now = new Date(Date.UTC(2026, 10, 26, 12));
  let crash: Crash | undefined;
  let database: Database | undefined;
  const t: TestApp = await createTestApp(
    { CRASH_CHAIN_SEED: CRASH_SEED, CRASH_CHAIN_LENGTH: String(CRASH_LENGTH), ...env },
    {
      clock: () => now,
      onCrash: (service) => (crash = service),
      onDatabase: (opened) => (database = opened),
    },
  );
  if (!crash || !database) throw new Error('the app built no crash service');
  const service: Crash = crash;
  const db = database.db;
  const setNow = (at: Date) => {
    now = at;
  };
  return { t, db, crash: service, now: () => now, setNow };
}

/** Game ids of the in-house titles, by title. */
export async function originalIds(app: App): Promise<Map<string, number>> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v2/games?provider=aurum-originals&limit=100',
  });
  return new Map(
    res
      .json<{ items: { id: number; title: string }[] }>()
      .items.map((game) => [game.title, game.id]),
  );
}

/** A player's crash session (real money after a deposit of `deposit` USD, or demo). */
export async function crashPlayer(
  app: App,
  gameId: number,
  options: { deposit?: string; demo?: boolean },
) {
  const player = options.demo ? undefined : await signUp(app);
  if (player && options.deposit) {
    await app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: {
        globalId: player.me.globalId,
        currency: 'USD',
        amount: options.deposit,
        method: 'crypto',
      },
    });
  }
  const headers: Record<string, string> = player ? { cookie: player.cookie } : {};
  const launch = await app.inject({
    method: 'POST',
    url: `/api/v2/games/${gameId}/session`,
    headers,
    payload: { demo: options.demo ?? false },
  });
  if (launch.statusCode !== 200) throw new Error(`launch failed: ${launch.body}`);
  const sessionId =
    new URL(launch.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
  const base = `/api/studio/v1/sessions/${sessionId}/crash`;
  return {
    sessionId,
    state: async () =>
      (await app.inject({ method: 'GET', url: base, headers })).json<TCrashState>(),
    bet: (bet: string, autoCashout?: number) =>
      app.inject({
        method: 'POST',
        url: `${base}/bets`,
        headers,
        payload: autoCashout === undefined ? { bet } : { bet, autoCashout },
      }),
    cashout: () => app.inject({ method: 'POST', url: `${base}/cashout`, headers }),
    platformBalance: async () =>
      player
        ? (await app.inject({ method: 'GET', url: '/api/v1/me/balance', headers })).json<{
            total: { value: string };
          }>().total.value
        : '0',
  };
}

export type TCrashAnswer = TCrashBetAnswer;

/** The instant a running round shows `multiplier` (hundredths), from its start. */
export const instantOf = (startedAt: string, multiplier: number) =>
  new Date(new Date(startedAt).getTime() + crashMsAt(multiplier));
