CREATE TABLE "fiat_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"method_id" text NOT NULL,
	"side" text NOT NULL,
	"expires_at" timestamp with time zone,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subbank_id" text,
	"payment_details" jsonb,
	"invoice_url" text,
	"invoice_target" text,
	"callback_url" text,
	"payer_name" text,
	"dispute" jsonb,
	"amount_change" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiat_orders_side" CHECK ("fiat_orders"."side" IN ('buy', 'sell'))
);
--> statement-breakpoint
CREATE TABLE "fiat_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fiat_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiat_uploads_purpose" CHECK ("fiat_uploads"."purpose" IN ('proof', 'dispute'))
);
--> statement-breakpoint
CREATE TABLE "saved_payout_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_payout_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"method_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"fields" jsonb NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_payout_details_set" UNIQUE("user_id","method_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_id_payment_transactions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_method_id_fiat_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."fiat_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_uploads" ADD CONSTRAINT "fiat_uploads_order_id_fiat_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fiat_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payout_details" ADD CONSTRAINT "saved_payout_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payout_details" ADD CONSTRAINT "saved_payout_details_method_id_fiat_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."fiat_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiat_orders_method_idx" ON "fiat_orders" USING btree ("method_id","created_at");--> statement-breakpoint
CREATE INDEX "fiat_uploads_order_idx" ON "fiat_uploads" USING btree ("order_id","id");