-- Reports of profiles (decision 0050): a report and a hold name a profile by its user id, which is text
-- (uuid → text keeps every id there is); a profile hidden from the community, by the reports or a moderator,
-- and the notification that tells its member.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_type_check";--> statement-breakpoint
ALTER TABLE "report_holds" ALTER COLUMN "subject_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "subject_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hidden_by_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting', 'child_approved', 'child_sent_back', 'guardian_request_decided', 'picture_withheld', 'comment_added', 'comment_hidden', 'item_hidden', 'report_held', 'report_decided', 'mentioned', 'profile_hidden'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_type_check" CHECK ("reports"."subject_type" in ('post', 'comment', 'item', 'profile'));