-- Bets already out of line with the book when settlement moved to the queue: their markets are
-- queued, so the first pass finds them (the same test the settlement scan applied to every bet).
INSERT INTO "sb_settle_queue" ("market_id")
SELECT DISTINCT l.market_id FROM sb_bet_legs l
  JOIN sb_bets b ON b.id = l.bet_id
  JOIN sb_markets m ON m.id = l.market_id
  WHERE b.status IN ('open', 'won', 'lost', 'void') AND (
    (l.result = 'open' AND (m.status IN ('settled', 'cancelled') OR EXISTS (
      SELECT 1 FROM sb_market_cancels c WHERE c.market_id = l.market_id AND c.rolled_back_at IS NULL
        AND (c.starts_at IS NULL OR b.placed_at >= c.starts_at)
        AND (c.ends_at IS NULL OR b.placed_at < c.ends_at))))
    OR (l.result <> 'open' AND m.status <> 'settled' AND NOT EXISTS (
      SELECT 1 FROM sb_market_cancels c WHERE c.market_id = l.market_id AND c.rolled_back_at IS NULL
        AND (c.starts_at IS NULL OR b.placed_at >= c.starts_at)
        AND (c.ends_at IS NULL OR b.placed_at < c.ends_at))))
ON CONFLICT ("market_id") DO NOTHING;
--> statement-breakpoint
-- Wins already settled were announced on the ticker when they were paid.
UPDATE "sb_bets" SET "win_announced_at" = coalesce("settled_at", now()) WHERE "status" = 'won';
