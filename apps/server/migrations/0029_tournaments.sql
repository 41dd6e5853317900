CREATE TABLE "tournament_entries" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"grant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_payouts_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_payouts_status" CHECK ("tournament_payouts"."status" IN ('paid', 'withheld')),
	CONSTRAINT "tournament_payouts_kind" CHECK ("tournament_payouts"."kind" IN ('cash', 'bonus', 'free_spins'))
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"spins" integer,
	"bonus_offer_id" uuid,
	CONSTRAINT "tournament_prizes_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_prizes_place" CHECK ("tournament_prizes"."place" > 0),
	CONSTRAINT "tournament_prizes_kind" CHECK ("tournament_prizes"."kind" IN ('cash', 'bonus', 'free_spins')),
	CONSTRAINT "tournament_prizes_amount" CHECK ("tournament_prizes"."amount" > 0),
	CONSTRAINT "tournament_prizes_spins" CHECK (("tournament_prizes"."kind" = 'free_spins') = ("tournament_prizes"."spins" IS NOT NULL AND "tournament_prizes"."spins" > 0)),
	CONSTRAINT "tournament_prizes_offer" CHECK (("tournament_prizes"."kind" = 'cash') = ("tournament_prizes"."bonus_offer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "tournament_score_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source_ref" text NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"reverses" bigint,
	"counted_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_score_events_source" UNIQUE("tournament_id","source_ref","kind"),
	CONSTRAINT "tournament_score_events_reverses" UNIQUE("reverses"),
	CONSTRAINT "tournament_score_events_kind" CHECK ("tournament_score_events"."kind" IN ('score', 'reversal')),
	CONSTRAINT "tournament_score_events_reversal" CHECK (("tournament_score_events"."kind" = 'reversal') = ("tournament_score_events"."reverses" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "tournament_standings" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"score" bigint NOT NULL,
	"reached_by" bigint NOT NULL,
	"counted_day" date NOT NULL,
	"counted_today" integer NOT NULL,
	CONSTRAINT "tournament_standings_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_cap" integer,
	"round_points" integer DEFAULT 1 NOT NULL,
	"join_required" boolean DEFAULT false NOT NULL,
	"vip_players_only" boolean DEFAULT false NOT NULL,
	"special" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tournaments_kind" CHECK ("tournaments"."kind" IN ('total_wagered', 'sum_multipliers', 'best_multiplier', 'points_per_round')),
	CONSTRAINT "tournaments_product" CHECK ("tournaments"."product" IN ('casino', 'sportsbook')),
	CONSTRAINT "tournaments_status" CHECK ("tournaments"."status" IN ('scheduled', 'running', 'closing', 'finished', 'cancelled')),
	CONSTRAINT "tournaments_period" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_min_bet" CHECK ("tournaments"."min_bet" >= 0),
	CONSTRAINT "tournaments_daily_cap" CHECK ("tournaments"."daily_cap" IS NULL OR "tournaments"."daily_cap" > 0),
	CONSTRAINT "tournaments_round_points" CHECK ("tournaments"."round_points" > 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" DROP CONSTRAINT "bonus_grants_source_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_bonus_offer_id_bonus_offers_id_fk" FOREIGN KEY ("bonus_offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_score_events" ADD CONSTRAINT "tournament_score_events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_score_events" ADD CONSTRAINT "tournament_score_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_standings" ADD CONSTRAINT "tournament_standings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_standings" ADD CONSTRAINT "tournament_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_score_events_user_source_idx" ON "tournament_score_events" USING btree ("user_id","source_ref");--> statement-breakpoint
CREATE INDEX "tournament_score_events_standing_idx" ON "tournament_score_events" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_standings_rank_idx" ON "tournament_standings" USING btree ("tournament_id","score" DESC NULLS LAST,"reached_by");--> statement-breakpoint
CREATE INDEX "tournaments_status_ends_idx" ON "tournaments" USING btree ("status","ends_at");--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_source_kind" CHECK ("bonus_grants"."source" IN ('deposit', 'personal', 'promo', 'wheel', 'tournament'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" IN ('main', 'bonus') AND "ledger_accounts"."grant_id" IS NULL) OR ("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" = 'grant' AND "ledger_accounts"."grant_id" IS NOT NULL) OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."grant_id" IS NULL AND "ledger_accounts"."kind" IN ('deposits', 'withdrawals', 'game', 'bonus_cost', 'wheel_cost', 'fees', 'adjustments', 'sportsbook_pending', 'sportsbook_open', 'sportsbook', 'tournament_prizes')));