// Settlement of many open bets on one market (sportsbook.bench.ts): loaded with real stake
// transfers, settled by the feed's message through the ingest and the settle path, and checked
// to the cent afterwards.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../apps/server/src/config';
import { queryRows, type Database } from '../apps/server/src/db/client';
import { oddsChange, T0 } from '../apps/server/src/modules/sportsbook/test-feed.fixture';
import { checkLedgerInvariants } from '../apps/server/src/modules/wallet/ledger-invariants';
import { betsHarness, settled1x2 } from '../apps/server/src/test/sportsbook-bets';
import { insertOpenSingles, type TOpenSingle } from './open-bets.repo';
import { failCheck, prepareDatabase } from './support';

const MAX_PLAYERS = 1_000;
/** A player's money beside their stakes, so no stake is refused and balances stay apart. */
const SPARE = 100n;
/** The 1X2 outcomes of a test-feed event with their odds; the settlement makes `home` win. */
const OUTCOMES = oddsChange('', 0).markets.find((market) => market.type === '1x2')?.outcomes ?? [];

/** Singles spread over the players and the outcomes, staking 1 to 10 USD. */
function openSingles(players: string[], count: number): TOpenSingle[] {
  return Array.from({ length: count }, (_, index) => {
    const outcome = OUTCOMES[index % OUTCOMES.length];
    if (!outcome) throw new Error('the test feed has no 1X2 market');
    return {
      id: randomUUID(),
      userId: players[index % players.length] ?? '',
      outcomeId: outcome.id,
      odds: outcome.odds,
      // Whole dollars: a stake times odds in thousandths is whole cents, so payouts are exact.
      stake: BigInt(100 * (1 + (index % 10))),
    };
  });
}

/** What each player stakes and is paid (won bets: stake times odds), and the totals. */
function expectedMoney(bets: TOpenSingle[]) {
  const staked = new Map<string, bigint>();
  const paid = new Map<string, bigint>();
  const add = (map: Map<string, bigint>, userId: string, amount: bigint) =>
    map.set(userId, (map.get(userId) ?? 0n) + amount);
  let totalStaked = 0n;
  let totalPaid = 0n;
  let won = 0;
  for (const bet of bets) {
    add(staked, bet.userId, bet.stake);
    totalStaked += bet.stake;
    if (bet.outcomeId !== 'home') continue;
    const payout = (bet.stake * BigInt(bet.odds)) / 1000n;
    add(paid, bet.userId, payout);
    totalPaid += payout;
    won += 1;
  }
  return { staked, paid, totalStaked, totalPaid, won };
}

/** Prints the figures of settling `count` bets on a fresh database and checks the money; bets/s. */
export async function settlement(
  label: string,
  database: Database,
  config: Config,
  count: number,
): Promise<number> {
  await prepareDatabase(database, { demo: false });
  const h = betsHarness(database, config);
  const event = await h.event();
  const players: string[] = [];
  for (let index = 0; index < Math.min(MAX_PLAYERS, count); index++)
    players.push(await h.player(0n));
  const bets = openSingles(players, count);
  const expected = expectedMoney(bets);
  for (const userId of players) {
    const amount = (expected.staked.get(userId) ?? 0n) + SPARE;
    await h.ledger.transfer({
      idempotencyKey: `bench:fund:${userId}`,
      kind: 'adjustment',
      postings: [
        { account: { house: 'adjustments' }, amount: -amount },
        { account: { userId, kind: 'main' }, amount },
      ],
    });
  }
  const loadStarted = performance.now();
  await insertOpenSingles(
    h.db,
    h.ledger,
    { eventId: event.id, marketId: event.main, placedAt: new Date(T0), currencyCode: 'USD' },
    bets,
  );
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const house = async () => ({
    book: await h.house('sportsbook'),
    open: await h.house('sportsbook_open'),
  });
  const before = await house();

  // The message queues the market; a pass drains the queue (the app's listener settles up to
  // 1,000 bets of it and its loop the rest). Here the passes follow each other at once, the
  // second finding nothing left, so the figure is the settle path's own speed.
  const started = performance.now();
  await h.feed.send(settled1x2(event.id, 'home', T0 + 100));
  let passes = 0;
  let failures = 0;
  while (passes < count) {
    const pass = await h.bets.settleDue();
    passes += 1;
    failures += pass.failed;
    // Nothing left, or only bets that keep failing (the checks below name them).
    if (pass.done === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const idleStarted = performance.now();
  await h.bets.settleDue();
  const idleMs = performance.now() - idleStarted;

  console.log(
    `${label}: settlement of ${count} open singles on one 1X2 market, ${players.length} players`,
  );
  console.log(
    `  bets settled         ${(count / seconds).toFixed(0).padStart(7)} bets/s (${seconds.toFixed(1)} s, ${passes} passes, ${failures} failed attempts)`,
  );
  console.log(
    `  loading the bets took ${loadSeconds.toFixed(1)} s; a pass with nothing left to settle takes ${idleMs.toFixed(0)} ms`,
  );
  await checkSettled(h, { players, count, ...expected, before, after: await house() });
  return count / seconds;
}

async function checkSettled(
  h: ReturnType<typeof betsHarness>,
  run: ReturnType<typeof expectedMoney> & {
    players: string[];
    count: number;
    before: { book: bigint; open: bigint };
    after: { book: bigint; open: bigint };
  },
) {
  const statuses = await queryRows<{ status: string; count: string }>(
    h.db,
    sql`SELECT status, count(*) AS count FROM sb_bets GROUP BY status ORDER BY status`,
  );
  const byStatus = Object.fromEntries(statuses.map((row) => [row.status, Number(row.count)]));
  let wrongPlayers = 0;
  for (const userId of run.players) {
    if ((await h.main(userId)) !== SPARE + (run.paid.get(userId) ?? 0n)) wrongPlayers += 1;
  }
  const bookMoved = run.after.book - run.before.book;
  const openMoved = run.after.open - run.before.open;
  const invariants = await checkLedgerInvariants(h.db);
  console.log(
    `  statuses ${JSON.stringify(byStatus)}, expected ${run.won} won and ${run.count - run.won} lost`,
  );
  console.log(
    `  house sportsbook moved ${bookMoved} (expected ${run.totalStaked - run.totalPaid}), open bets ${openMoved} (expected ${-run.totalStaked}); players paid ${run.totalPaid}, ${wrongPlayers} of ${run.players.length} main balances off`,
  );
  const lost = run.count - run.won;
  if (byStatus.won !== run.won || byStatus.lost !== lost || statuses.length !== 2)
    failCheck('not every bet settled as expected');
  if (bookMoved !== run.totalStaked - run.totalPaid || openMoved !== -run.totalStaked)
    failCheck('the house accounts moved by other amounts than expected');
  if (wrongPlayers > 0) failCheck(`${wrongPlayers} players' main balances are off`);
  if (invariants.driftedAccounts || invariants.negativePlayers || invariants.unbalancedTransfers)
    failCheck(
      `ledger invariants broken: ${JSON.stringify(invariants, (_, v: unknown) => String(v))}`,
    );
}
