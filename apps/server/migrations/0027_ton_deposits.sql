CREATE TABLE "sandbox_ton_balances" (
	"address" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sandbox_ton_balances_address_asset_pk" PRIMARY KEY("address","asset"),
	CONSTRAINT "sandbox_ton_balances_amount" CHECK ("sandbox_ton_balances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_ton_transactions" (
	"lt" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_ton_transactions_lt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 47000000000001 CACHE 1),
	"hash" text NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"owner" text NOT NULL,
	"body" text,
	"forward_ton" bigint,
	"utime" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_ton_transactions_hash_unique" UNIQUE("hash"),
	CONSTRAINT "sandbox_ton_transactions_kind" CHECK ("sandbox_ton_transactions"."kind" IN ('ton', 'jetton'))
);
--> statement-breakpoint
CREATE TABLE "ton_cursors" (
	"stream" text PRIMARY KEY NOT NULL,
	"lt" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ton_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"network_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"comment" text NOT NULL,
	"address" text NOT NULL,
	"status" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"tx_hash" text,
	"credited_amount" bigint,
	"payment_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ton_deposits_comment_unique" UNIQUE("comment"),
	CONSTRAINT "ton_deposits_tx_hash_unique" UNIQUE("tx_hash"),
	CONSTRAINT "ton_deposits_payment_transaction_id_unique" UNIQUE("payment_transaction_id"),
	CONSTRAINT "ton_deposits_status" CHECK ("ton_deposits"."status" IN ('pending', 'credited', 'expired')),
	CONSTRAINT "ton_deposits_amount" CHECK ("ton_deposits"."amount" > 0),
	CONSTRAINT "ton_deposits_credited" CHECK (("ton_deposits"."status" = 'credited') = ("ton_deposits"."payment_transaction_id" IS NOT NULL AND "ton_deposits"."tx_hash" IS NOT NULL AND "ton_deposits"."credited_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "ton_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ton_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tx_hash" text NOT NULL,
	"lt" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"comment" text,
	"sender" text,
	"deposit_id" uuid,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ton_transfers_tx_hash_unique" UNIQUE("tx_hash"),
	CONSTRAINT "ton_transfers_outcome" CHECK ("ton_transfers"."outcome" IN ('credited', 'unknown_comment', 'wrong_asset', 'expired', 'already_credited', 'below_minimum'))
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_provider";--> statement-breakpoint
ALTER TABLE "ton_deposits" ADD CONSTRAINT "ton_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_deposits" ADD CONSTRAINT "ton_deposits_network_code_crypto_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."crypto_networks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_deposits" ADD CONSTRAINT "ton_deposits_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_deposits" ADD CONSTRAINT "ton_deposits_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_transfers" ADD CONSTRAINT "ton_transfers_deposit_id_ton_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."ton_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_ton_transactions_account_idx" ON "sandbox_ton_transactions" USING btree ("account","lt");--> statement-breakpoint
CREATE INDEX "sandbox_ton_transactions_owner_idx" ON "sandbox_ton_transactions" USING btree ("owner","kind","lt");--> statement-breakpoint
CREATE INDEX "ton_deposits_pending_idx" ON "ton_deposits" USING btree ("status","valid_until");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_provider" CHECK ("payment_transactions"."provider" IS NULL OR "payment_transactions"."provider" IN ('cryptobot', 'xrocket', 'tonconnect'));