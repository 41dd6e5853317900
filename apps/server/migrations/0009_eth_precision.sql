-- ETH moves from 18 decimal places to 9 (gwei): 18 overflowed 64-bit minor units above 9.2 ETH.
-- Databases seeded before keep their amounts, rescaled; on a fresh database nothing matches.
UPDATE "crypto_networks"
SET "min_deposit" = GREATEST("min_deposit" / 1000000000, 1),
    "min_withdraw" = GREATEST("min_withdraw" / 1000000000, 1),
    "value_presets" = ARRAY(SELECT GREATEST(p / 1000000000, 1) FROM unnest("value_presets") AS p)
WHERE "currency_code" = 'ETH'
  AND EXISTS (SELECT 1 FROM "currencies" WHERE "code" = 'ETH' AND "precision" = 18);
--> statement-breakpoint
UPDATE "payment_transactions"
SET "amount" = GREATEST("amount" / 1000000000, 1),
    "fee" = "fee" / 1000000000
WHERE "currency_code" = 'ETH'
  AND EXISTS (SELECT 1 FROM "currencies" WHERE "code" = 'ETH' AND "precision" = 18);
--> statement-breakpoint
UPDATE "currencies" SET "precision" = 9 WHERE "code" = 'ETH' AND "precision" = 18;
