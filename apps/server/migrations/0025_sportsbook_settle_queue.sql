CREATE TABLE "sb_settle_queue" (
	"market_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sb_bet_legs_market_idx";--> statement-breakpoint
ALTER TABLE "sb_bets" ADD COLUMN "win_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sb_settle_queue" ADD CONSTRAINT "sb_settle_queue_market_id_sb_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sb_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sb_bet_legs_market_idx" ON "sb_bet_legs" USING btree ("market_id","bet_id");