-- Who may read a post: everyone (as before), or signed-in members only. Visitors' list
-- reads its own partial index, so it never walks past members-only posts.
ALTER TABLE "posts" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_public_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."unpublished_at" is null and "posts"."audience" = 'everyone';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_check" CHECK ("posts"."audience" in ('everyone', 'members'));