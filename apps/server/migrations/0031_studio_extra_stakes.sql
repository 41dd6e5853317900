ALTER TABLE "studio_rounds" ADD COLUMN "extra_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "pending_stake" jsonb;--> statement-breakpoint
CREATE INDEX "studio_rounds_pending_stake_idx" ON "studio_rounds" USING btree ("created_at") WHERE "studio_rounds"."pending_stake" IS NOT NULL;