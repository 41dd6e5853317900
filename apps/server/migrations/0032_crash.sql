CREATE TABLE "crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"player_ref" text NOT NULL,
	"player_name" text NOT NULL,
	"demo" boolean NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"auto_cashout" integer,
	"status" text NOT NULL,
	"cashout" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_one_per_player" UNIQUE("round_id","player_ref"),
	CONSTRAINT "crash_bets_status" CHECK ("crash_bets"."status" IN ('placing', 'placed', 'settling', 'cashed', 'lost', 'refused')),
	CONSTRAINT "crash_bets_amount" CHECK ("crash_bets"."amount" > 0 AND "crash_bets"."payout" >= 0),
	CONSTRAINT "crash_bets_cashout" CHECK ("crash_bets"."cashout" IS NULL OR ("crash_bets"."cashout" >= 100 AND "crash_bets"."payout" > 0))
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"seed" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_terminal" UNIQUE("terminal_hash")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant" text NOT NULL,
	"chain_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"status" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	"crash_point" integer NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_chain_index" UNIQUE("chain_id","index"),
	CONSTRAINT "crash_rounds_status" CHECK ("crash_rounds"."status" IN ('betting', 'running', 'crashed')),
	CONSTRAINT "crash_rounds_crash_point" CHECK ("crash_rounds"."crash_point" >= 100)
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_bets_status_idx" ON "crash_bets" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_one_live" ON "crash_rounds" USING btree ("variant") WHERE "crash_rounds"."status" <> 'crashed';--> statement-breakpoint
CREATE INDEX "crash_rounds_variant_created_idx" ON "crash_rounds" USING btree ("variant","created_at");