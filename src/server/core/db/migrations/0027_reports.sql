-- Reports and the moderation queue (decision 0044): members report posts and comments, watched words flag them,
-- enough reports hold a thing hidden until a moderator decides, and a moderator may stop a member commenting.
CREATE TABLE "comment_bans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_holds" (
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_holds_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"words" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"closed_by_id" text,
	CONSTRAINT "reports_subject_type_check" CHECK ("reports"."subject_type" in ('post', 'comment')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('children', 'bullying', 'personal_information', 'spam', 'illegal', 'watched_word')),
	CONSTRAINT "reports_outcome_check" CHECK ("reports"."outcome" in ('dismissed', 'hidden', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "watched_words" DROP CONSTRAINT "watched_words_action_check";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "report_hide_threshold" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("subject_type","subject_id",coalesce("reporter_id", '')) WHERE "reports"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting', 'child_approved', 'child_sent_back', 'guardian_request_decided', 'picture_withheld', 'comment_added', 'comment_hidden', 'report_held', 'report_decided'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_report_threshold_check" CHECK ("site_settings"."report_hide_threshold" between 1 and 20);--> statement-breakpoint
ALTER TABLE "watched_words" ADD CONSTRAINT "watched_words_action_check" CHECK ("watched_words"."action" in ('block', 'review', 'flag'));