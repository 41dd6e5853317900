CREATE TABLE "sandbox_chain_payouts" (
	"payout_id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"amount" bigint NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_chain_payouts_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_status";--> statement-breakpoint
DROP INDEX "payment_transactions_open_idx";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "payout_error" text;--> statement-breakpoint
CREATE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("type","status","cancellable_until") WHERE "payment_transactions"."status" IN ('pending', 'wait_for_confirmation', 'processing');--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" IN ('waiting', 'pending', 'wait_for_confirmation', 'timeouted', 'pay_external_invoice', 'completed', 'declined', 'disputed', 'refund', 'cancelled', 'processing'));