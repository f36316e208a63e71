-- Reactions (decision 0047): a member's one-of-each positive reactions to a post, a comment, or a
-- collaboration's update or help request, and the set an administrator offers.
CREATE TABLE "reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"emoji" text NOT NULL,
	"post_id" uuid,
	"comment_id" uuid,
	"item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_one_thing_check" CHECK (num_nonnulls("reactions"."post_id", "reactions"."comment_id", "reactions"."item_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "reaction_set" jsonb DEFAULT '["👍","❤️","🎉","💡","👏"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_item_id_collaboration_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collaboration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_post_idx" ON "reactions" USING btree ("post_id","emoji","user_id") WHERE "reactions"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_comment_idx" ON "reactions" USING btree ("comment_id","emoji","user_id") WHERE "reactions"."comment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_item_idx" ON "reactions" USING btree ("item_id","emoji","user_id") WHERE "reactions"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "reactions_user_idx" ON "reactions" USING btree ("user_id");