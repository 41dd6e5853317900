CREATE TABLE "rg_activity" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"net_loss" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rg_activity_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_after" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "rg_limits_kind" CHECK ("rg_limits"."kind" IN ('deposit', 'wager', 'loss')),
	CONSTRAINT "rg_limits_period" CHECK ("rg_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "rg_limits_amount" CHECK ("rg_limits"."amount" > 0),
	CONSTRAINT "rg_limits_pending" CHECK (("rg_limits"."pending_after" IS NULL) = ("rg_limits"."pending_amount" IS NULL AND NOT "rg_limits"."pending_removal")
        AND ("rg_limits"."pending_amount" IS NULL OR ("rg_limits"."pending_amount" > "rg_limits"."amount" AND NOT "rg_limits"."pending_removal")))
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_out_until" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"excluded_permanently" boolean DEFAULT false NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"session_limit_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_settings_reality_check" CHECK ("rg_settings"."reality_check_minutes" = 0 OR "rg_settings"."reality_check_minutes" BETWEEN 15 AND 120),
	CONSTRAINT "rg_settings_session_limit" CHECK ("rg_settings"."session_limit_minutes" IS NULL OR "rg_settings"."session_limit_minutes" BETWEEN 15 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "rg_activity" ADD CONSTRAINT "rg_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;