-- Comments under collaborations' updates and help requests (decision 0042, amended): a comment and a
-- muted thread name exactly one place, a post or an item; the item's thread is read by its own index.
ALTER TABLE "comment_mutes" DROP CONSTRAINT "comment_mutes_user_id_post_id_pk";--> statement-breakpoint
ALTER TABLE "comment_mutes" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_mutes" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "comment_mutes" ADD CONSTRAINT "comment_mutes_item_id_collaboration_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collaboration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_item_id_collaboration_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collaboration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_mutes_user_post_idx" ON "comment_mutes" USING btree ("user_id","post_id") WHERE "comment_mutes"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_mutes_user_item_idx" ON "comment_mutes" USING btree ("user_id","item_id") WHERE "comment_mutes"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "comment_mutes_item_idx" ON "comment_mutes" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "comments_item_created_idx" ON "comments" USING btree ("item_id","created_at","id");--> statement-breakpoint
ALTER TABLE "comment_mutes" ADD CONSTRAINT "comment_mutes_one_place_check" CHECK (num_nonnulls("comment_mutes"."post_id", "comment_mutes"."item_id") = 1);--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_place_check" CHECK (num_nonnulls("comments"."post_id", "comments"."item_id") = 1);