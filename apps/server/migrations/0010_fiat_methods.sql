CREATE TABLE "fiat_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"currency_code" text NOT NULL,
	"icon" text NOT NULL,
	"priority" integer NOT NULL,
	"buy" jsonb,
	"sell" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiat_methods_kind" CHECK ("fiat_methods"."kind" IN ('p2p', 'account_number', 'sbp', 'mpayment', 'blik', 'cross_border', 'others')),
	CONSTRAINT "fiat_methods_has_side" CHECK ("fiat_methods"."buy" IS NOT NULL OR "fiat_methods"."sell" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "fiat_methods" ADD CONSTRAINT "fiat_methods_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;