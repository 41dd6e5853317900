CREATE TABLE "deposit_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"network_code" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_address_unique" UNIQUE("address"),
	CONSTRAINT "deposit_addresses_owner" UNIQUE("user_id","network_code")
);
--> statement-breakpoint
ALTER TABLE "crypto_networks" ADD COLUMN "confirmations" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "network_code" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "required_confirmations" integer;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_network_code_crypto_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."crypto_networks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_network_code_crypto_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."crypto_networks"("code") ON DELETE no action ON UPDATE no action;