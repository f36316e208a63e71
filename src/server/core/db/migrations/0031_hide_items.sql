-- Reports of collaborations' updates and help requests (decision 0048): such an item can now be
-- hidden from its readers, by members' reports until a moderator decides or by a moderator, and its
-- author is told (notification kind item_hidden).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_type_check";--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "hidden_by_id" text;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD CONSTRAINT "collaboration_items_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting', 'child_approved', 'child_sent_back', 'guardian_request_decided', 'picture_withheld', 'comment_added', 'comment_hidden', 'item_hidden', 'report_held', 'report_decided'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_type_check" CHECK ("reports"."subject_type" in ('post', 'comment', 'item'));