CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_email_unique" UNIQUE("email"),
	CONSTRAINT "operators_role" CHECK ("operators"."role" IN ('admin', 'payments', 'support'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"operator_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	CONSTRAINT "sessions_subject" CHECK (("sessions"."user_id" IS NULL) <> ("sessions"."operator_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "telegram_bots" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_bots_type" CHECK ("telegram_bots"."type" IN ('normal', 'vip'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"global_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"telegram_id" bigint,
	"telegram_username" text,
	"registered_bot_id" text,
	"promo" text,
	"language" text DEFAULT 'en' NOT NULL,
	"primary_currency" text DEFAULT 'USD' NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"vip_manager_telegram" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"date_of_birth" date,
	"name_changed_at" timestamp with time zone,
	"push_active" boolean DEFAULT false NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_sum_minor" bigint DEFAULT 0 NOT NULL,
	"last_show_modal_at" timestamp with time zone,
	"banned_at" timestamp with time zone,
	"ban_reason" text,
	"ban_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_global_id_unique" UNIQUE("global_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_telegram_id_unique" UNIQUE("telegram_id"),
	CONSTRAINT "users_identity" CHECK ("users"."email" IS NOT NULL OR "users"."telegram_id" IS NOT NULL),
	CONSTRAINT "users_email_password" CHECK (("users"."email" IS NULL) = ("users"."password_hash" IS NULL)),
	CONSTRAINT "users_gender" CHECK ("users"."gender" IN ('male', 'female')),
	CONSTRAINT "users_deposits" CHECK ("users"."deposit_count" >= 0 AND "users"."deposit_sum_minor" >= 0),
	CONSTRAINT "users_ban" CHECK (("users"."banned_at" IS NULL) = ("users"."ban_reason" IS NULL) AND ("users"."banned_at" IS NULL) = ("users"."ban_description" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_operator_idx" ON "sessions" USING btree ("operator_id");