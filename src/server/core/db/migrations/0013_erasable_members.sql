-- Erasing a member: an administrator may keep their posts, which then belong to no one
-- ("Former member"); and a member's own updates and help requests are found by an index, to take or erase.
ALTER TABLE "posts" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "collaboration_items_created_by_idx" ON "collaboration_items" USING btree ("created_by_id");