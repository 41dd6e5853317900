CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"offer_id" uuid,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"terms" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"wager_total" bigint NOT NULL,
	"wager_current" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"converted_amount" bigint,
	"written_off" bigint,
	"end_reason" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_grants_source" UNIQUE("user_id","source","source_ref"),
	CONSTRAINT "bonus_grants_source_kind" CHECK ("bonus_grants"."source" IN ('deposit', 'personal', 'promo', 'wheel')),
	CONSTRAINT "bonus_grants_status" CHECK ("bonus_grants"."status" IN ('pending', 'active', 'completed', 'expired', 'forfeited', 'cancelled')),
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."amount" >= 0 AND "bonus_grants"."wager_total" >= 0 AND "bonus_grants"."wager_current" >= 0),
	CONSTRAINT "bonus_grants_ended" CHECK (("bonus_grants"."status" IN ('pending', 'active')) = ("bonus_grants"."ended_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"step" integer,
	"title" text NOT NULL,
	"terms" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_kind" CHECK ("bonus_offers"."kind" IN ('welcome', 'everyday', 'personal', 'promo')),
	CONSTRAINT "bonus_offers_step" CHECK (("bonus_offers"."kind" = 'welcome') = ("bonus_offers"."step" IS NOT NULL) AND ("bonus_offers"."step" IS NULL OR "bonus_offers"."step" BETWEEN 1 AND 4))
);
--> statement-breakpoint
CREATE TABLE "bonus_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"welcome_fiat" boolean DEFAULT true NOT NULL,
	"welcome_crypto" boolean DEFAULT true NOT NULL,
	"preferred_fiat" uuid,
	"preferred_crypto" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD CONSTRAINT "bonus_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD CONSTRAINT "bonus_settings_preferred_fiat_bonus_grants_id_fk" FOREIGN KEY ("preferred_fiat") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD CONSTRAINT "bonus_settings_preferred_crypto_bonus_grants_id_fk" FOREIGN KEY ("preferred_crypto") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_open_idx" ON "bonus_grants" USING btree ("status","expires_at") WHERE "bonus_grants"."status" IN ('pending', 'active');--> statement-breakpoint
CREATE INDEX "bonus_offers_kind_idx" ON "bonus_offers" USING btree ("kind","step");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner" UNIQUE NULLS NOT DISTINCT("user_id","kind","currency_code","grant_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" IN ('main', 'bonus') AND "ledger_accounts"."grant_id" IS NULL) OR ("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" = 'grant' AND "ledger_accounts"."grant_id" IS NOT NULL) OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."grant_id" IS NULL AND "ledger_accounts"."kind" IN ('deposits', 'withdrawals', 'game', 'bonus_cost', 'fees', 'adjustments')));