-- Search (decision 0023): PostgreSQL's own full-text search, the same on PGlite and
-- PostgreSQL. One configuration reads both languages: words in Latin letters go through the
-- English stemmer, other words (Greek) through the Greek one, which also drops accents and
-- case, so "δραστηριοτητες" finds "Δραστηριότητες".
CREATE TEXT SEARCH CONFIGURATION "agora_search" (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "agora_search" ALTER MAPPING FOR asciiword, asciihword, hword_asciipart WITH english_stem;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "agora_search" ALTER MAPPING FOR word, hword, hword_part WITH greek_stem;
--> statement-breakpoint
-- The searchable text of a list of content blocks: every block's words and pictures'
-- descriptions, never a picture's address.
CREATE FUNCTION "agora_blocks_search"(content jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN jsonb_to_tsvector('agora_search'::regconfig, jsonb_path_query_array(content, '$[*] ? (@.type != "image").value') || jsonb_path_query_array(content, '$[*].alt'), '["string"]');
--> statement-breakpoint
-- Kept by PostgreSQL itself on every write (generated columns), so no write path can forget
-- them; a title weighs more than the text. Not in schema.ts: no list should carry them.
ALTER TABLE "posts" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('agora_search'::regconfig, "title"), 'A') || setweight("agora_blocks_search"("content"), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('agora_search'::regconfig, "title"), 'A') || setweight("agora_blocks_search"("content"), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('agora_search'::regconfig, "title"), 'A') || setweight("agora_blocks_search"("content"), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('agora_search'::regconfig, "name" || ' ' || "surname"), 'A') || setweight(to_tsvector('agora_search'::regconfig, "description"), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search") WHERE "unpublished_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "collaborations_search_idx" ON "collaborations" USING gin ("search") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "collaboration_items_search_idx" ON "collaboration_items" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search");
