import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { queueSettlement } from './settle-queue.repo';

/** Bets settlement brings in line with the book; cashed-out, rejected and pending ones never. */
const SETTLEABLE = sql.raw(`('open', 'won', 'lost', 'void')`);

/**
 * Whether leg `l` of bet `b` on market `m` no longer matches the book: still open while its
 * market is settled or cancelled or a bet-cancel window covers the bet, or decided while its
 * market was rolled back (not settled, and no cancel covering it any more).
 */
const COVERED = sql`EXISTS (SELECT 1 FROM sb_market_cancels c WHERE c.market_id = l.market_id
  AND c.rolled_back_at IS NULL
  AND (c.starts_at IS NULL OR b.placed_at >= c.starts_at)
  AND (c.ends_at IS NULL OR b.placed_at < c.ends_at))`;
const OUT_OF_LINE = sql`(
  (l.result = 'open' AND (m.status IN ('settled', 'cancelled') OR ${COVERED}))
  OR (l.result <> 'open' AND m.status <> 'settled' AND NOT ${COVERED}))`;

/**
 * A page of the bets (and their players) with a leg on `marketId` out of line with the book, by
 * bet id after `afterBetId`: the legs' (market, bet) index walks the market's bets, none other.
 */
export async function betsToSettle(
  db: DbOrTx,
  marketId: string,
  afterBetId: string | undefined,
  limit: number,
): Promise<{ betId: string; userId: string }[]> {
  return queryRows<{ betId: string; userId: string }>(
    db,
    sql`SELECT l.bet_id AS "betId", b.user_id AS "userId" FROM sb_bet_legs l
      JOIN sb_bets b ON b.id = l.bet_id
      JOIN sb_markets m ON m.id = l.market_id
      WHERE l.market_id = ${marketId}
        ${afterBetId === undefined ? sql`` : sql`AND l.bet_id > ${afterBetId}`}
        AND b.status IN ${SETTLEABLE} AND ${OUT_OF_LINE}
      ORDER BY l.bet_id
      LIMIT ${limit}`,
  );
}

/**
 * Queues the markets of a bet just opened (placed, or accepted after its delay) that are already
 * out of line for it, in the transaction that opened it: a cancel window covering its
 * placement came first, and the pass that read the window may have passed this bet by.
 */
export async function queueOpenedBet(db: DbOrTx, betId: string): Promise<void> {
  const rows = await queryRows<{ marketId: string }>(
    db,
    sql`SELECT l.market_id AS "marketId" FROM sb_bet_legs l
      JOIN sb_bets b ON b.id = l.bet_id
      JOIN sb_markets m ON m.id = l.market_id
      WHERE l.bet_id = ${betId} AND b.status IN ${SETTLEABLE} AND ${OUT_OF_LINE}`,
  );
  await queueSettlement(
    db,
    rows.map((row) => row.marketId),
  );
}
