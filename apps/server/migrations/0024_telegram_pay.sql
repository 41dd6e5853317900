CREATE TABLE "bot_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL,
	"network_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_invoice_id" text,
	"pay_url" text,
	"provider_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_invoices_payment_transaction_id_unique" UNIQUE("payment_transaction_id"),
	CONSTRAINT "bot_invoices_provider_invoice" UNIQUE("provider","provider_invoice_id"),
	CONSTRAINT "bot_invoices_provider" CHECK ("bot_invoices"."provider" IN ('cryptobot', 'xrocket')),
	CONSTRAINT "bot_invoices_status" CHECK ("bot_invoices"."status" IN ('creating', 'created', 'paid', 'expired', 'failed')),
	CONSTRAINT "bot_invoices_amount" CHECK ("bot_invoices"."amount" > 0),
	CONSTRAINT "bot_invoices_paid" CHECK (("bot_invoices"."status" = 'paid') = ("bot_invoices"."payment_transaction_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "bot_pay_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_pay_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"invoice_id" uuid,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_pay_events_once" UNIQUE("provider","provider_invoice_id","outcome"),
	CONSTRAINT "bot_pay_events_outcome" CHECK ("bot_pay_events"."outcome" IN ('unknown_invoice', 'mismatch', 'late'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_bot_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_bot_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"hash" text NOT NULL,
	"asset" text NOT NULL,
	"amount" text NOT NULL,
	"description" text,
	"payload" text,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bot_invoices_hash_unique" UNIQUE("hash"),
	CONSTRAINT "sandbox_bot_invoices_status" CHECK ("sandbox_bot_invoices"."status" IN ('active', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_bot_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_bot_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"spend_id" text NOT NULL,
	"telegram_user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bot_transfers_spend" UNIQUE("provider","spend_id")
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "bot_invoices" ADD CONSTRAINT "bot_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_invoices" ADD CONSTRAINT "bot_invoices_network_code_crypto_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."crypto_networks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_invoices" ADD CONSTRAINT "bot_invoices_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_invoices" ADD CONSTRAINT "bot_invoices_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_pay_events" ADD CONSTRAINT "bot_pay_events_invoice_id_bot_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."bot_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_invoices_open_idx" ON "bot_invoices" USING btree ("status","expires_at") WHERE "bot_invoices"."status" IN ('creating', 'created');--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_provider" CHECK ("payment_transactions"."provider" IS NULL OR "payment_transactions"."provider" IN ('cryptobot', 'xrocket'));