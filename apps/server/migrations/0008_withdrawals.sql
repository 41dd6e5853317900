ALTER TABLE "crypto_networks" ADD COLUMN "max_withdraw" bigint;--> statement-breakpoint
ALTER TABLE "crypto_networks" ADD COLUMN "withdraw_fee_tiers" jsonb DEFAULT '[{"from":"0","fee":"0"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crypto_networks" ADD COLUMN "deposit_bonus" numeric(6, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "fee" bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "wagered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("type","status","cancellable_until") WHERE "payment_transactions"."status" IN ('pending', 'wait_for_confirmation');--> statement-breakpoint
ALTER TABLE "crypto_networks" ADD CONSTRAINT "crypto_networks_max_withdraw" CHECK ("crypto_networks"."max_withdraw" IS NULL OR "crypto_networks"."max_withdraw" >= "crypto_networks"."min_withdraw");--> statement-breakpoint
ALTER TABLE "crypto_networks" ADD CONSTRAINT "crypto_networks_deposit_bonus" CHECK ("crypto_networks"."deposit_bonus" >= 0 AND "crypto_networks"."deposit_bonus" <= 10);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_fee" CHECK ("payment_transactions"."fee" IS NULL OR ("payment_transactions"."fee" >= 0 AND "payment_transactions"."fee" < "payment_transactions"."amount"));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" IN ('waiting', 'pending', 'wait_for_confirmation', 'timeouted', 'pay_external_invoice', 'completed', 'declined', 'disputed', 'refund', 'cancelled'));