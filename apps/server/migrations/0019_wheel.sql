CREATE TABLE "wheel_prizes" (
	"table_version" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"weight" integer NOT NULL,
	"promo_code" text,
	"bonus_offer_id" uuid,
	CONSTRAINT "wheel_prizes_table_version_position_pk" PRIMARY KEY("table_version","position"),
	CONSTRAINT "wheel_prizes_position" CHECK ("wheel_prizes"."position" BETWEEN 0 AND 14),
	CONSTRAINT "wheel_prizes_kind" CHECK ("wheel_prizes"."kind" IN ('none', 'main', 'bonus', 'promo')),
	CONSTRAINT "wheel_prizes_weight" CHECK ("wheel_prizes"."weight" >= 0),
	CONSTRAINT "wheel_prizes_amount" CHECK (("wheel_prizes"."kind" = 'none') = ("wheel_prizes"."amount" = 0)),
	CONSTRAINT "wheel_prizes_amount_sign" CHECK ("wheel_prizes"."amount" >= 0),
	CONSTRAINT "wheel_prizes_promo" CHECK (("wheel_prizes"."kind" = 'promo') = ("wheel_prizes"."promo_code" IS NOT NULL)),
	CONSTRAINT "wheel_prizes_bonus" CHECK (("wheel_prizes"."kind" = 'bonus') = ("wheel_prizes"."bonus_offer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"spin_day" date NOT NULL,
	"table_version" integer NOT NULL,
	"prize_index" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"promo_code" text,
	"grant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spins_user_day" UNIQUE("user_id","spin_day"),
	CONSTRAINT "wheel_spins_kind" CHECK ("wheel_spins"."kind" IN ('none', 'main', 'bonus', 'promo')),
	CONSTRAINT "wheel_spins_prize_index" CHECK ("wheel_spins"."prize_index" BETWEEN 0 AND 14),
	CONSTRAINT "wheel_spins_amount" CHECK (("wheel_spins"."kind" = 'none') = ("wheel_spins"."amount" = 0)),
	CONSTRAINT "wheel_spins_amount_sign" CHECK ("wheel_spins"."amount" >= 0),
	CONSTRAINT "wheel_spins_promo" CHECK (("wheel_spins"."kind" = 'promo') = ("wheel_spins"."promo_code" IS NOT NULL)),
	CONSTRAINT "wheel_spins_grant" CHECK ("wheel_spins"."grant_id" IS NULL OR "wheel_spins"."kind" = 'bonus')
);
--> statement-breakpoint
CREATE TABLE "wheel_tables" (
	"version" integer PRIMARY KEY NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_tables_version" CHECK ("wheel_tables"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_table_version_wheel_tables_version_fk" FOREIGN KEY ("table_version") REFERENCES "public"."wheel_tables"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_bonus_offer_id_bonus_offers_id_fk" FOREIGN KEY ("bonus_offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_table_version_wheel_tables_version_fk" FOREIGN KEY ("table_version") REFERENCES "public"."wheel_tables"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_tables" ADD CONSTRAINT "wheel_tables_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" IN ('main', 'bonus') AND "ledger_accounts"."grant_id" IS NULL) OR ("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" = 'grant' AND "ledger_accounts"."grant_id" IS NOT NULL) OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."grant_id" IS NULL AND "ledger_accounts"."kind" IN ('deposits', 'withdrawals', 'game', 'bonus_cost', 'wheel_cost', 'fees', 'adjustments')));