CREATE TABLE "telegram_init_data_uses" (
	"hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE INDEX "telegram_init_data_uses_expires_idx" ON "telegram_init_data_uses" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_totp" CHECK ("operators"."totp_enabled_at" IS NULL OR "operators"."totp_secret" IS NOT NULL);