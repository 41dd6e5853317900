CREATE TABLE "sb_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "sb_competitors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "sb_event_competitors" (
	"event_id" text NOT NULL,
	"competitor_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sb_event_competitors_event_id_competitor_id_pk" PRIMARY KEY("event_id","competitor_id")
);
--> statement-breakpoint
CREATE TABLE "sb_events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"tournament_id" text NOT NULL,
	"home_id" text,
	"away_id" text,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"score" jsonb,
	"bet_delay_seconds" integer DEFAULT 0 NOT NULL,
	"producer" text NOT NULL,
	"feed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_events_status" CHECK ("sb_events"."status" IN ('not_started', 'live', 'suspended', 'ended', 'closed', 'cancelled', 'postponed')),
	CONSTRAINT "sb_events_bet_delay" CHECK ("sb_events"."bet_delay_seconds" BETWEEN 0 AND 60),
	CONSTRAINT "sb_events_head_to_head" CHECK (("sb_events"."home_id" IS NULL) = ("sb_events"."away_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sb_sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sb_sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sb_tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_favorites" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_favorites_user_id_kind_ref_pk" PRIMARY KEY("user_id","kind","ref"),
	CONSTRAINT "sb_favorites_kind" CHECK ("sb_favorites"."kind" IN ('event', 'tournament'))
);
--> statement-breakpoint
CREATE TABLE "sb_market_cancels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"void_reason" text,
	"feed_at" timestamp with time zone NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_market_cancels_message" UNIQUE("market_id","feed_at")
);
--> statement-breakpoint
CREATE TABLE "sb_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"specifiers" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"certainty" text,
	"void_reason" text,
	"feed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_markets_event_type_specifiers" UNIQUE("event_id","type","specifiers"),
	CONSTRAINT "sb_markets_status" CHECK ("sb_markets"."status" IN ('active', 'suspended', 'deactivated', 'settled', 'cancelled')),
	CONSTRAINT "sb_markets_certainty" CHECK ("sb_markets"."certainty" IS NULL OR "sb_markets"."certainty" IN ('provisional', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "sb_outcomes" (
	"market_id" uuid NOT NULL,
	"outcome_id" text NOT NULL,
	"name" text NOT NULL,
	"odds" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	"result" smallint,
	"void_factor" text,
	"dead_heat_factor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_outcomes_market_id_outcome_id_pk" PRIMARY KEY("market_id","outcome_id"),
	CONSTRAINT "sb_outcomes_odds" CHECK ("sb_outcomes"."odds" BETWEEN 1001 AND 1000000),
	CONSTRAINT "sb_outcomes_result" CHECK ("sb_outcomes"."result" IS NULL OR "sb_outcomes"."result" IN (0, 1)),
	CONSTRAINT "sb_outcomes_void" CHECK ("sb_outcomes"."void_factor" IS NULL OR "sb_outcomes"."void_factor" ~ '^[0-9]+(/[1-9][0-9]*)?$'),
	CONSTRAINT "sb_outcomes_dead_heat" CHECK ("sb_outcomes"."dead_heat_factor" IS NULL OR "sb_outcomes"."dead_heat_factor" ~ '^[0-9]+(/[1-9][0-9]*)?$'),
	CONSTRAINT "sb_outcomes_settled_together" CHECK (("sb_outcomes"."result" IS NULL) = ("sb_outcomes"."void_factor" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sb_producers" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"last_alive_at" timestamp with time zone,
	"down_since" timestamp with time zone,
	"recovery_request_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_producers_status" CHECK ("sb_producers"."status" IN ('up', 'down'))
);
--> statement-breakpoint
ALTER TABLE "sb_categories" ADD CONSTRAINT "sb_categories_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_event_competitors" ADD CONSTRAINT "sb_event_competitors_event_id_sb_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sb_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_event_competitors" ADD CONSTRAINT "sb_event_competitors_competitor_id_sb_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."sb_competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_events" ADD CONSTRAINT "sb_events_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_events" ADD CONSTRAINT "sb_events_tournament_id_sb_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."sb_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_events" ADD CONSTRAINT "sb_events_home_id_sb_competitors_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."sb_competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_events" ADD CONSTRAINT "sb_events_away_id_sb_competitors_id_fk" FOREIGN KEY ("away_id") REFERENCES "public"."sb_competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_tournaments" ADD CONSTRAINT "sb_tournaments_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_tournaments" ADD CONSTRAINT "sb_tournaments_category_id_sb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sb_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_favorites" ADD CONSTRAINT "sb_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_market_cancels" ADD CONSTRAINT "sb_market_cancels_market_id_sb_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sb_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_markets" ADD CONSTRAINT "sb_markets_event_id_sb_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sb_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_outcomes" ADD CONSTRAINT "sb_outcomes_market_id_sb_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sb_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sb_competitors_name_idx" ON "sb_competitors" USING gin (search_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sb_events_sport_start_idx" ON "sb_events" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "sb_events_tournament_idx" ON "sb_events" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "sb_events_producer_idx" ON "sb_events" USING btree ("producer");--> statement-breakpoint
CREATE INDEX "sb_tournaments_name_idx" ON "sb_tournaments" USING gin (search_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sb_markets_status_idx" ON "sb_markets" USING btree ("status");