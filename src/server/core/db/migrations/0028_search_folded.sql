-- Search through the normaliser (decision 0045): beside each searchable row's `search` vector, its
-- words folded by shared/text/fold.ts (case, accents, final sigma, Greeklish: «καλημέρα» and
-- "kalimera" share a key), so a search typed either way finds it. The fold is the app's, one
-- function with the watched words, so PostgreSQL cannot compute it: the app writes `folded_title`
-- and `folded_body` (core/search/fold-pending.ts), and a write that changes a row's words makes
-- them NULL again here, so no write path can leave a stale fold behind; the app folds the newest
-- NULL rows before each search, and a maintenance job folds any backlog.
ALTER TABLE "posts" ADD COLUMN "folded_title" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "folded_body" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "folded_title" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "folded_body" text;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "folded_title" text;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "folded_body" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "folded_title" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "folded_body" text;--> statement-breakpoint
-- The folded words as a vector: `simple` keeps each key as it is (the keys are already folded;
-- a stemmer would fold them again, differently on each side). Not in schema.ts, like `search`.
ALTER TABLE "posts" ADD COLUMN "folded_search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("folded_title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("folded_body", '')), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "folded_search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("folded_title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("folded_body", '')), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "folded_search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("folded_title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("folded_body", '')), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "folded_search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("folded_title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("folded_body", '')), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "posts_folded_search_idx" ON "posts" USING gin ("folded_search") WHERE "unpublished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "collaborations_folded_search_idx" ON "collaborations" USING gin ("folded_search") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "collaboration_items_folded_search_idx" ON "collaboration_items" USING gin ("folded_search");--> statement-breakpoint
CREATE INDEX "profiles_folded_search_idx" ON "profiles" USING gin ("folded_search");--> statement-breakpoint
-- When a row's words last changed: a search folds the newest unfolded rows first (the writes
-- just made), found without a scan however large a backlog is.
ALTER TABLE "posts" ADD COLUMN "words_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "words_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "words_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "words_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_fold_pending_idx" ON "posts" ("words_changed_at" DESC) WHERE "folded_title" IS NULL;--> statement-breakpoint
CREATE INDEX "collaborations_fold_pending_idx" ON "collaborations" ("words_changed_at" DESC) WHERE "folded_title" IS NULL;--> statement-breakpoint
CREATE INDEX "collaboration_items_fold_pending_idx" ON "collaboration_items" ("words_changed_at" DESC) WHERE "folded_title" IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_fold_pending_idx" ON "profiles" ("words_changed_at" DESC) WHERE "folded_title" IS NULL;--> statement-breakpoint
-- A row's words changed: its fold is stale, so it is folded again before the next search.
CREATE FUNCTION agora_fold_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.folded_title := NULL;
  NEW.folded_body := NULL;
  NEW.words_changed_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posts_fold_again BEFORE UPDATE OF title, content ON posts FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content) EXECUTE FUNCTION agora_fold_again();--> statement-breakpoint
CREATE TRIGGER collaborations_fold_again BEFORE UPDATE OF title, content ON collaborations FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content) EXECUTE FUNCTION agora_fold_again();--> statement-breakpoint
CREATE TRIGGER collaboration_items_fold_again BEFORE UPDATE OF title, content ON collaboration_items FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content) EXECUTE FUNCTION agora_fold_again();--> statement-breakpoint
CREATE TRIGGER profiles_fold_again BEFORE UPDATE OF name, surname, description ON profiles FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.surname IS DISTINCT FROM NEW.surname OR OLD.description IS DISTINCT FROM NEW.description) EXECUTE FUNCTION agora_fold_again();
