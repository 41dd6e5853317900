CREATE TABLE "free_spin_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"stake" bigint NOT NULL,
	"winnings" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"winnings_grant_id" uuid,
	"granted" bigint,
	"written_off" bigint,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_spin_awards_grant" UNIQUE("grant_id"),
	CONSTRAINT "free_spin_awards_status" CHECK ("free_spin_awards"."status" IN ('active', 'finished', 'expired', 'forfeited')),
	CONSTRAINT "free_spin_awards_spins" CHECK ("free_spin_awards"."total" > 0 AND "free_spin_awards"."remaining" >= 0 AND "free_spin_awards"."remaining" <= "free_spin_awards"."total"),
	CONSTRAINT "free_spin_awards_amounts" CHECK ("free_spin_awards"."stake" > 0 AND "free_spin_awards"."winnings" >= 0),
	CONSTRAINT "free_spin_awards_ended" CHECK (("free_spin_awards"."status" = 'active') = ("free_spin_awards"."ended_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "free_spin_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"award_id" uuid NOT NULL,
	"studio" text NOT NULL,
	"round_id" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_spin_rounds_round" UNIQUE("studio","round_id"),
	CONSTRAINT "free_spin_rounds_status" CHECK ("free_spin_rounds"."status" IN ('playing', 'settled', 'returned')),
	CONSTRAINT "free_spin_rounds_win" CHECK ("free_spin_rounds"."win" >= 0)
);
--> statement-breakpoint
ALTER TABLE "free_spin_awards" ADD CONSTRAINT "free_spin_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_awards" ADD CONSTRAINT "free_spin_awards_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_awards" ADD CONSTRAINT "free_spin_awards_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_awards" ADD CONSTRAINT "free_spin_awards_winnings_grant_id_bonus_grants_id_fk" FOREIGN KEY ("winnings_grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_rounds" ADD CONSTRAINT "free_spin_rounds_award_id_free_spin_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."free_spin_awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_spin_awards_user_idx" ON "free_spin_awards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "free_spin_awards_open_idx" ON "free_spin_awards" USING btree ("status","expires_at") WHERE "free_spin_awards"."status" = 'active';--> statement-breakpoint
CREATE INDEX "free_spin_rounds_award_idx" ON "free_spin_rounds" USING btree ("award_id","status");