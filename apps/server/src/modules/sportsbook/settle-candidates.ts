import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * Bets whose stored legs no longer match the book, oldest first: a leg still open whose market
 * is settled or cancelled or whose bet-cancel window covers the bet, and a decided leg whose
 * market was rolled back (not settled and no cancel covering it any more). Cashed-out, rejected
 * and pending bets are never picked.
 */
export async function betsToSettle(db: DbOrTx, limit: number): Promise<string[]> {
  const covered = sql`EXISTS (SELECT 1 FROM sb_market_cancels c WHERE c.market_id = l.market_id
    AND c.rolled_back_at IS NULL
    AND (c.starts_at IS NULL OR b.placed_at >= c.starts_at)
    AND (c.ends_at IS NULL OR b.placed_at < c.ends_at))`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT b.id FROM sb_bets b
      WHERE b.status IN ('open', 'won', 'lost', 'void') AND EXISTS (
        SELECT 1 FROM sb_bet_legs l JOIN sb_markets m ON m.id = l.market_id
        WHERE l.bet_id = b.id AND (
          (l.result = 'open' AND (m.status IN ('settled', 'cancelled') OR ${covered}))
          OR (l.result <> 'open' AND m.status <> 'settled' AND NOT ${covered})))
      ORDER BY b.placed_at, b.id
      LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}
