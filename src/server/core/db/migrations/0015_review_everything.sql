-- Review that cannot be walked round: a version on everything reviewed, so a decision names what
-- its reviewer read; pupils' new collaborations wait; their changes to a live collaboration or to their
-- profile wait as revisions beside what stays shown; reviewers hear of waiting work, once until read.
CREATE TABLE "collaboration_revisions" (
	"collaboration_id" uuid PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail_id" uuid,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review" text,
	"version" integer DEFAULT 1 NOT NULL,
	"review_note" text,
	"reviewed_by_id" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "collaboration_revisions_review_check" CHECK ("collaboration_revisions"."review" in ('waiting', 'sent_back'))
);
--> statement-breakpoint
CREATE TABLE "profile_revisions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"image_id" uuid,
	"facebook" text,
	"instagram" text,
	"email" text,
	"telephone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review" text,
	"version" integer DEFAULT 1 NOT NULL,
	"review_note" text,
	"reviewed_by_id" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "profile_revisions_review_check" CHECK ("profile_revisions"."review" in ('waiting', 'sent_back'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "reviewed_by_id" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_revisions" ADD CONSTRAINT "collaboration_revisions_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_revisions" ADD CONSTRAINT "collaboration_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_revisions" ADD CONSTRAINT "collaboration_revisions_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_revisions" ADD CONSTRAINT "collaboration_revisions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_revisions" ADD CONSTRAINT "profile_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_revisions" ADD CONSTRAINT "profile_revisions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_revisions" ADD CONSTRAINT "profile_revisions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_revisions_review_waiting_idx" ON "collaboration_revisions" USING btree ("updated_at") WHERE "collaboration_revisions"."review" = 'waiting';--> statement-breakpoint
CREATE INDEX "collaboration_revisions_author_idx" ON "collaboration_revisions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "collaboration_revisions_thumbnail_idx" ON "collaboration_revisions" USING btree ("thumbnail_id");--> statement-breakpoint
CREATE INDEX "profile_revisions_review_waiting_idx" ON "profile_revisions" USING btree ("updated_at") WHERE "profile_revisions"."review" = 'waiting';--> statement-breakpoint
CREATE INDEX "profile_revisions_image_idx" ON "profile_revisions" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_review_waiting_idx" ON "collaborations" USING btree ("updated_at") WHERE "collaborations"."review" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_review_waiting_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."kind" = 'review_waiting' and "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_review_check" CHECK ("collaborations"."review" in ('waiting', 'sent_back'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting'));--> statement-breakpoint
-- Whether a member needs review is part of who they are to every policy: a change of it reaches every
-- instance's sessions at once, as a change of role does (migration 0007).
DROP TRIGGER users_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF role, email, banned, ban_expires, needs_review OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION agora_notify_session_change();
