CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'casino' NOT NULL,
	"texts" jsonb NOT NULL,
	"theme" text NOT NULL,
	"url" text,
	"link_target" text DEFAULT '_self' NOT NULL,
	"targeting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "game_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "game_category_links" (
	"game_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "game_category_links_category_id_game_id_pk" PRIMARY KEY("category_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_promo_links" (
	"game_id" integer NOT NULL,
	"promo_key" text NOT NULL,
	CONSTRAINT "game_promo_links_promo_key_game_id_pk" PRIMARY KEY("promo_key","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"integration" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_providers_integration" CHECK ("game_providers"."integration" IN ('inhouse', 'external'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"provider_id" text NOT NULL,
	"external_id" text NOT NULL,
	"theme" text NOT NULL,
	"label_type" text,
	"rtp" numeric(5, 2),
	"popularity" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"blacklist_countries" text[] DEFAULT '{}' NOT NULL,
	"blacklist_currencies" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "games_label" CHECK ("games"."label_type" IN ('exclusive', 'early_access'))
);
--> statement-breakpoint
CREATE TABLE "promo_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_links" ADD CONSTRAINT "game_category_links_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_links" ADD CONSTRAINT "game_category_links_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_promo_links" ADD CONSTRAINT "game_promo_links_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_promo_links" ADD CONSTRAINT "game_promo_links_promo_key_promo_categories_key_fk" FOREIGN KEY ("promo_key") REFERENCES "public"."promo_categories"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_category_links_game_idx" ON "game_category_links" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity");