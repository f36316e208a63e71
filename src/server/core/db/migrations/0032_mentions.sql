-- @ mentions (decision 0049): who a comment, an update or a help request mentions, as its words name
-- them, and when they were told (notification kind mentioned).
CREATE TABLE "mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"comment_id" uuid,
	"item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "mentions_one_thing_check" CHECK (num_nonnulls("mentions"."comment_id", "mentions"."item_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_item_id_collaboration_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collaboration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentions_comment_idx" ON "mentions" USING btree ("comment_id","user_id") WHERE "mentions"."comment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mentions_item_idx" ON "mentions" USING btree ("item_id","user_id") WHERE "mentions"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "mentions_user_idx" ON "mentions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting', 'child_approved', 'child_sent_back', 'guardian_request_decided', 'picture_withheld', 'comment_added', 'comment_hidden', 'item_hidden', 'report_held', 'report_decided', 'mentioned'));