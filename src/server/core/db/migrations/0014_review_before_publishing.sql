-- Review before publishing: a teacher role (a value of users.role), members who need review,
-- and a review state on posts and collaboration items; the shared lists' indexes hold live posts only.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "posts_published_created_idx";--> statement-breakpoint
DROP INDEX "posts_public_created_idx";--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "reviewed_by_id" text;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_by_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD CONSTRAINT "collaboration_items_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_items_review_waiting_idx" ON "collaboration_items" USING btree ("updated_at") WHERE "collaboration_items"."review" = 'waiting';--> statement-breakpoint
CREATE INDEX "posts_review_waiting_idx" ON "posts" USING btree ("updated_at") WHERE "posts"."review" = 'waiting';--> statement-breakpoint
CREATE INDEX "posts_published_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."unpublished_at" is null and "posts"."review" is null;--> statement-breakpoint
CREATE INDEX "posts_public_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."unpublished_at" is null and "posts"."review" is null and "posts"."audience" = 'everyone';--> statement-breakpoint
ALTER TABLE "collaboration_items" ADD CONSTRAINT "collaboration_items_review_check" CHECK ("collaboration_items"."review" in ('waiting', 'sent_back'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_review_check" CHECK ("posts"."review" in ('waiting', 'sent_back'));--> statement-breakpoint
UPDATE "collaboration_items" SET "updated_at" = "created_at";
