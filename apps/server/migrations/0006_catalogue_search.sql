-- Case- and accent-insensitive search on game titles, in the database, with a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper names its dictionary so it can be IMMUTABLE and indexed.
CREATE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE INDEX games_title_search_idx ON games USING gin (search_normalize(title) gin_trgm_ops);
