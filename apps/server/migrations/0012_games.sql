CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio" text NOT NULL,
	"round_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_main" bigint DEFAULT 0 NOT NULL,
	"bet_bonus" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_studio_round" UNIQUE("studio","round_id"),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('open', 'closed')),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet_main" >= 0 AND "game_rounds"."bet_bonus" >= 0 AND "game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid,
	"game_id" integer NOT NULL,
	"studio" text NOT NULL,
	"demo" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_unique" UNIQUE("token"),
	CONSTRAINT "game_sessions_real_has_player" CHECK ("game_sessions"."demo" OR "game_sessions"."user_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"studio" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"fingerprint" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"main_part" bigint DEFAULT 0 NOT NULL,
	"bonus_part" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reference_id" text,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_studio_tx" UNIQUE("studio","transaction_id"),
	CONSTRAINT "game_transactions_kind" CHECK ("game_transactions"."kind" IN ('bet', 'win', 'rollback')),
	CONSTRAINT "game_transactions_status" CHECK ("game_transactions"."status" IN ('done', 'rolled_back', 'tombstone')),
	CONSTRAINT "game_transactions_amounts" CHECK ("game_transactions"."amount" >= 0 AND "game_transactions"."main_part" >= 0 AND "game_transactions"."bonus_part" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"player_ref" text NOT NULL,
	"seed_id" bigint,
	"nonce" integer,
	"client_seed" text,
	"game_code" text NOT NULL,
	"demo" boolean NOT NULL,
	"bet" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"multiplier" integer DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" jsonb,
	"outcome" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "studio_rounds_status" CHECK ("studio_rounds"."status" IN ('placing', 'open', 'settling', 'closed', 'refused')),
	CONSTRAINT "studio_rounds_amounts" CHECK ("studio_rounds"."bet" >= 0 AND "studio_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_ref" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seeds_nonce" CHECK ("studio_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_token" text NOT NULL,
	"player_ref" text NOT NULL,
	"game_code" text NOT NULL,
	"game_title" text NOT NULL,
	"demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"precision" integer NOT NULL,
	"language" text NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_sessions_demo_balance" CHECK ("studio_sessions"."demo_balance" IS NULL OR "studio_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("studio","round_id");--> statement-breakpoint
CREATE INDEX "studio_rounds_player_idx" ON "studio_rounds" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_one_unfinished" ON "studio_rounds" USING btree ("session_id") WHERE "studio_rounds"."status" IN ('placing', 'open', 'settling');--> statement-breakpoint
CREATE INDEX "studio_rounds_unfinished_idx" ON "studio_rounds" USING btree ("status","created_at") WHERE "studio_rounds"."status" IN ('placing', 'settling');--> statement-breakpoint
CREATE INDEX "studio_seeds_player_idx" ON "studio_seeds" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_one_active" ON "studio_seeds" USING btree ("player_ref") WHERE "studio_seeds"."active";