// The bet path: signed seamless-wallet rounds (a bet, then its win) per second with N players
// playing at once, in process (app.inject, no sockets), on PGlite and, when DATABASE_URL is
// set, on PostgreSQL; for players without a bonus and for players wagering an active welcome
// bonus, whose stakes spend and count toward it. Prints figures and ratios only.
import { randomUUID } from 'node:crypto';
import { SEAMLESS_PATHS } from '@aurum/contracts/seamless';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { App } from '../apps/server/src/lib/http';
import { createTestDatabaseUrl } from '../apps/server/src/test/test-app';
import { createTestStudio, TEST_STUDIO_ID } from '../apps/server/src/test/test-studio';

const PLAYERS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const studio = createTestStudio('bench-studio-secret-0123456789abcdef');

const seamless = (app: App, path: string, body: Record<string, unknown>) =>
  studio.call(app, path, { ...body, currency: 'USD' });

/** A player with 500 USD deposited (and, with `bonus`, its welcome bonus) and a session token. */
async function player(app: App, gameId: number, bonus: boolean): Promise<string> {
  const email = `bench.${randomUUID()}@example.com`;
  const signed = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password: 'correct horse battery staple' },
  });
  const cookie = (signed.headers['set-cookie'] as string[] | string)
    .toString()
    .split(';')[0] as string;
  const { globalId } = signed.json<{ globalId: string }>();
  // Builds without bonuses answer 404 here, and their deposits earn nothing anyway.
  if (!bonus)
    await app.inject({
      method: 'POST',
      url: '/api/v2/users/loyalty',
      headers: { cookie },
      payload: { isWelcomeEnabledFiat: false, isWelcomeEnabledCrypto: false },
    });
  await app.inject({
    method: 'POST',
    url: '/api/sandbox/deposits',
    payload: { globalId, currency: 'USD', amount: '500', method: 'crypto' },
  });
  await app.inject({
    method: 'POST',
    url: `/api/v2/games/${gameId}/session`,
    headers: { cookie },
    payload: { demo: false },
  });
  const token = studio.lastToken();
  if (!token) throw new Error('no session');
  return token;
}

async function roundsPerSecond(app: App, gameId: number, bonus: boolean) {
  const players = [];
  for (let index = 0; index < PLAYERS; index++) players.push(await player(app, gameId, bonus));
  let rounds = 0;
  let refused = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    players.map(async (token) => {
      while (Date.now() < deadline) {
        const roundId = randomUUID();
        const bet = await seamless(app, SEAMLESS_PATHS.bet, {
          sessionToken: token,
          roundId,
          transactionId: randomUUID(),
          amount: '100',
        });
        if (bet.statusCode !== 200) {
          refused += 1;
          continue;
        }
        await seamless(app, SEAMLESS_PATHS.win, {
          sessionToken: token,
          roundId,
          transactionId: randomUUID(),
          amount: rounds % 2 === 0 ? '190' : '0',
          finished: true,
        });
        rounds += 1;
      }
    }),
  );
  return { perSecond: rounds / ((Date.now() - started) / 1000), rounds, refused };
}

async function run(label: string, env: NodeJS.ProcessEnv) {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/none',
      SEED_DEMO_DATA: 'true',
      // Every player signs up from this one address; no timers beside the bets.
      REGISTRATIONS_PER_IP: '100000',
      RATES_REFRESH_SECONDS: '0',
      SANDBOX_BLOCK_SECONDS: '0',
      WITHDRAW_PROCESS_SECONDS: '0',
      ...env,
    }),
    { studios: [studio.studio] },
  );
  try {
    const games = await app.inject({
      method: 'GET',
      url: `/api/v2/games?provider=${TEST_STUDIO_ID}&category=slots`,
    });
    const gameId = games.json<{ items: { id: number }[] }>().items[0]?.id;
    if (!gameId) throw new Error('no slot');
    const plain = await roundsPerSecond(app, gameId, false);
    const withBonus = await roundsPerSecond(app, gameId, true);
    console.log(`${label}: ${PLAYERS} players at once, ${SECONDS}s per run, bet + win per round`);
    console.log(
      `  without a bonus      ${plain.perSecond.toFixed(0).padStart(6)} rounds/s (${plain.rounds} rounds, ${plain.refused} refused)`,
    );
    console.log(
      `  wagering a bonus     ${withBonus.perSecond.toFixed(0).padStart(6)} rounds/s (${withBonus.rounds} rounds, ${withBonus.refused} refused)`,
    );
    console.log(`  ratio bonus/plain: ${(withBonus.perSecond / plain.perSecond).toFixed(2)}`);
  } finally {
    await app.close();
  }
}

await run('PGlite', { DATA_DIR: ':memory:' });
if (process.env.DATABASE_URL) {
  const database = await createTestDatabaseUrl();
  try {
    await run('PostgreSQL', { DATA_DIR: ':memory:', DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}
