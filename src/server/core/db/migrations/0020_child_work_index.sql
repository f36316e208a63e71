-- A guardian's page lists each child's updates and help requests newest first, a page at a time:
-- the author's index now holds the order too, and still serves taking or erasing a member's data.
DROP INDEX "collaboration_items_created_by_idx";--> statement-breakpoint
CREATE INDEX "collaboration_items_created_by_created_idx" ON "collaboration_items" USING btree ("created_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);