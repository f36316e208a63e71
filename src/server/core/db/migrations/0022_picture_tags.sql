-- Who is in a picture: pupils tagged by its uploader or a reviewer. Each tag's reach (the pupil's
-- image consent when tagged or last shown by the author's choice, lowered with the consent) bounds
-- the picture's audience. A new notification kind tells a picture's uploader when a lowered
-- consent took it out of view.
CREATE TABLE "picture_tags" (
	"media_id" uuid NOT NULL,
	"pupil_id" text NOT NULL,
	"tagged_by_id" text,
	"reach" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_tags_media_id_pupil_id_pk" PRIMARY KEY("media_id","pupil_id"),
	CONSTRAINT "picture_tags_reach_check" CHECK ("picture_tags"."reach" in ('none', 'members', 'public'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "picture_tags" ADD CONSTRAINT "picture_tags_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_tags" ADD CONSTRAINT "picture_tags_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_tags" ADD CONSTRAINT "picture_tags_tagged_by_id_users_id_fk" FOREIGN KEY ("tagged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_tags_pupil_idx" ON "picture_tags" USING btree ("pupil_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting', 'child_approved', 'child_sent_back', 'guardian_request_decided', 'picture_withheld'));