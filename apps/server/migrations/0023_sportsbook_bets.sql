CREATE TABLE "sb_bet_legs" (
	"bet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_id" uuid NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text DEFAULT 'open' NOT NULL,
	"void_factor" text,
	"dead_heat_factor" text,
	CONSTRAINT "sb_bet_legs_bet_id_position_pk" PRIMARY KEY("bet_id","position"),
	CONSTRAINT "sb_bet_legs_odds" CHECK ("sb_bet_legs"."odds" BETWEEN 1001 AND 1000000),
	CONSTRAINT "sb_bet_legs_result" CHECK ("sb_bet_legs"."result" IN ('open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat')),
	CONSTRAINT "sb_bet_legs_void" CHECK ("sb_bet_legs"."void_factor" IS NULL OR "sb_bet_legs"."void_factor" ~ '^[0-9]+(/[1-9][0-9]*)?$'),
	CONSTRAINT "sb_bet_legs_dead_heat" CHECK ("sb_bet_legs"."dead_heat_factor" IS NULL OR "sb_bet_legs"."dead_heat_factor" ~ '^[0-9]+(/[1-9][0-9]*)?$')
);
--> statement-breakpoint
CREATE TABLE "sb_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"system_size" integer,
	"status" text NOT NULL,
	"reject_reason" text,
	"stake" bigint NOT NULL,
	"placed_stake" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"odds_policy" text NOT NULL,
	"total_odds" bigint,
	"potential_payout" bigint NOT NULL,
	"payout" bigint,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"stake_split" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accept_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sb_bets_client_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "sb_bets_kind" CHECK ("sb_bets"."kind" IN ('single', 'combo', 'system')),
	CONSTRAINT "sb_bets_status" CHECK ("sb_bets"."status" IN ('pending', 'open', 'rejected', 'won', 'lost', 'void', 'cashed_out')),
	CONSTRAINT "sb_bets_odds_policy" CHECK ("sb_bets"."odds_policy" IN ('none', 'higher', 'any')),
	CONSTRAINT "sb_bets_system_size" CHECK (("sb_bets"."kind" = 'system') = ("sb_bets"."system_size" IS NOT NULL)),
	CONSTRAINT "sb_bets_amounts" CHECK ("sb_bets"."stake" >= 0 AND "sb_bets"."stake" <= "sb_bets"."placed_stake" AND "sb_bets"."placed_stake" > 0 AND "sb_bets"."cashed_out" >= 0 AND ("sb_bets"."payout" IS NULL OR "sb_bets"."payout" >= 0))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_bet_id_sb_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sb_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_event_id_sb_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sb_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_market_id_sb_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sb_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sb_bet_legs_market_idx" ON "sb_bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sb_bets_user_idx" ON "sb_bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "sb_bets_pending_idx" ON "sb_bets" USING btree ("accept_at") WHERE "sb_bets"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" IN ('main', 'bonus') AND "ledger_accounts"."grant_id" IS NULL) OR ("ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."kind" = 'grant' AND "ledger_accounts"."grant_id" IS NOT NULL) OR ("ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."grant_id" IS NULL AND "ledger_accounts"."kind" IN ('deposits', 'withdrawals', 'game', 'bonus_cost', 'wheel_cost', 'fees', 'adjustments', 'sportsbook_pending', 'sportsbook_open', 'sportsbook')));