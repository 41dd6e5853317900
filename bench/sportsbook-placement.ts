// Sport bets placed over HTTP (sportsbook.bench.ts): a listening server, funded players each
// sending slips one after another with their own idempotency keys.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@aurum/contracts/http';
import type { TPlaceBet } from '@aurum/contracts/sportsbook';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import { queryRows, type Database } from '../apps/server/src/db/client';
import { oddsChange } from '../apps/server/src/modules/sportsbook/test-feed.fixture';
import { betsHarness } from '../apps/server/src/test/sportsbook-bets';
import { failCheck } from './support';

const EVENTS = 12;
/** Every selection of a test-feed event with the odds the feed gave it: what the slip saw. */
const SELECTIONS = oddsChange('', 0).markets.flatMap((market) =>
  market.outcomes.map((outcome) => ({
    market: market.type === '1x2' ? ('main' as const) : ('total' as const),
    outcomeId: outcome.id,
    odds: outcome.odds,
  })),
);

type TEvent = { id: string; main: string; total: string };

async function post(base: string, url: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A player signed up over HTTP with 10,000 USD deposited through the sandbox: its cookie. */
async function fundedPlayer(base: string): Promise<string> {
  const signed = await post(
    base,
    '/api/v1/auth/register',
    { email: `bench.${randomUUID()}@example.com`, password: 'correct horse battery staple' },
    {},
  );
  if (!signed.ok) throw new Error(`sign-up answered ${signed.status}: ${await signed.text()}`);
  const cookie = signed.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('aurum_session='));
  if (!cookie) throw new Error('sign-up set no session cookie');
  const { globalId } = (await signed.json()) as { globalId: string };
  const deposit = await post(
    base,
    '/api/sandbox/deposits',
    { globalId, currency: 'USD', amount: '10000', method: 'crypto' },
    {},
  );
  if (!deposit.ok) throw new Error(`deposit answered ${deposit.status}: ${await deposit.text()}`);
  return cookie;
}

/** A lane's n-th slip: a 1.00 single on one of the selections, every fifth a 2-leg combo. */
function slip(events: TEvent[], lane: number, n: number): TPlaceBet {
  const leg = (index: number) => {
    const event = events[index % events.length] as TEvent;
    const selection = SELECTIONS[(index + n) % SELECTIONS.length] ?? SELECTIONS[0];
    if (!selection) throw new Error('the test feed offers nothing');
    const { outcomeId, odds } = selection;
    return { eventId: event.id, marketId: event[selection.market], outcomeId, odds };
  };
  const first = lane * 7 + n;
  const legs = n % 5 === 4 ? [leg(first), leg(first + 1)] : [leg(first)];
  return { kind: legs.length > 1 ? 'combo' : 'single', stake: '1.00', oddsPolicy: 'none', legs };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Prints the figures of `clients` players placing bets for `seconds`; answers bets/s. */
export async function placementOverHttp(
  label: string,
  config: Config,
  load: { clients: number; seconds: number },
): Promise<number> {
  let database: Database | undefined;
  const app = await buildApp(config, { onDatabase: (opened) => (database = opened) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string' || !database) throw new Error('no server');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    // Events come through the feed ingest on the app's database, as the feed delivers them.
    const h = betsHarness(database, config);
    const events: TEvent[] = [];
    for (let index = 0; index < EVENTS; index++) events.push(await h.event());
    const players: string[] = [];
    for (let index = 0; index < load.clients; index++) players.push(await fundedPlayer(base));

    const latencies: number[] = [];
    const errors = new Map<string, number>();
    let combos = 0;
    const deadline = Date.now() + load.seconds * 1000;
    const started = performance.now();
    await Promise.all(
      players.map(async (cookie, lane) => {
        for (let n = 0; Date.now() < deadline; n++) {
          const body = slip(events, lane, n);
          const sent = performance.now();
          let error: string | undefined;
          try {
            const res = await post(base, '/api/v2/sportsbook/bets', body, {
              cookie,
              [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
            });
            const text = await res.text();
            if (!res.ok) error = `${res.status} ${text.slice(0, 120)}`;
          } catch (thrown) {
            error = `no answer: ${String(thrown)}`;
          }
          latencies.push(performance.now() - sent);
          if (error) errors.set(error, (errors.get(error) ?? 0) + 1);
          else if (body.kind === 'combo') combos += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
    const placed = latencies.length - errorCount;
    const [stored] = await queryRows<{ count: string }>(
      h.db,
      sql`SELECT count(*) AS count FROM sb_bets`,
    );
    latencies.sort((a, b) => a - b);
    const perSecond = placed / seconds;
    console.log(
      `${label}: ${load.clients} players at once over HTTP, ${load.seconds}s, ${EVENTS} prematch events`,
    );
    console.log(
      `  bets placed          ${perSecond.toFixed(0).padStart(7)} bets/s (${placed} bets, ${combos} of them 2-leg combos)  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms  errors ${errorCount}`,
    );
    for (const [error, count] of errors) console.log(`    ${count} x ${error}`);
    if (errorCount > 0) failCheck(`${errorCount} placements answered other than 2xx`);
    if (Number(stored?.count) !== placed)
      failCheck(`${placed} placements answered 2xx but ${stored?.count} bets are stored`);
    return perSecond;
  } finally {
    await app.close();
  }
}
