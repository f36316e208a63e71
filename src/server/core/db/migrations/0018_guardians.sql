-- Guardians: a member linked to pupils reads their work in every state, hears of what happens to
-- it and may ask for something of theirs to be hidden or their account erased. A guardian's
-- invitation names the pupil, or the pupil's own invitation from a class list.
CREATE TABLE "guardian_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"guardian_id" text NOT NULL,
	"pupil_id" text NOT NULL,
	"post_id" uuid,
	"item_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"decided_by_id" text,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_requests_kind_check" CHECK ("guardian_requests"."kind" in ('hide', 'erase')),
	CONSTRAINT "guardian_requests_state_check" CHECK ("guardian_requests"."state" in ('open', 'approved', 'declined')),
	CONSTRAINT "guardian_requests_target_check" CHECK (("guardian_requests"."kind" = 'hide') = (("guardian_requests"."post_id" is not null) <> ("guardian_requests"."item_id" is not null)) and ("guardian_requests"."kind" = 'hide' or ("guardian_requests"."post_id" is null and "guardian_requests"."item_id" is null))),
	CONSTRAINT "guardian_requests_decided_check" CHECK (("guardian_requests"."state" = 'open') = ("guardian_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "guardianships" (
	"guardian_id" text NOT NULL,
	"pupil_id" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardianships_guardian_id_pupil_id_pk" PRIMARY KEY("guardian_id","pupil_id"),
	CONSTRAINT "guardianships_not_self_check" CHECK ("guardianships"."guardian_id" <> "guardianships"."pupil_id")
);
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_role_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "guardian_of_id" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "guardian_of_invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "accepted_by_id" text;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_item_id_collaboration_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."collaboration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_requests_open_idx" ON "guardian_requests" USING btree ("kind","created_at","id") WHERE "guardian_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "guardian_requests_guardian_idx" ON "guardian_requests" USING btree ("guardian_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_requests_one_open_idx" ON "guardian_requests" USING btree ("guardian_id","pupil_id","kind",coalesce("post_id"::text, "item_id"::text, '')) WHERE "guardian_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "guardianships_pupil_idx" ON "guardianships" USING btree ("pupil_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_guardian_of_id_users_id_fk" FOREIGN KEY ("guardian_of_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_guardian_of_invitation_id_invitations_id_fk" FOREIGN KEY ("guardian_of_invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_guardian_of_invitation_idx" ON "invitations" USING btree ("guardian_of_invitation_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_guardian_of_check" CHECK (("invitations"."guardian_of_id" is null and "invitations"."guardian_of_invitation_id" is null) or "invitations"."role" = 'guardian');--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('member', 'teacher', 'pupil', 'guardian'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting', 'child_approved', 'child_sent_back', 'guardian_request_decided'));;--> statement-breakpoint
-- A session keeps its user's children (auth plugin): a link made or removed is heard by every
-- instance at once, on the sessions channel of migration 0007, with the guardian's id.
CREATE FUNCTION agora_notify_guardianship_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('agora_sessions', OLD.guardian_id);
  ELSE
    PERFORM pg_notify('agora_sessions', NEW.guardian_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER guardianships_changed AFTER INSERT OR UPDATE OR DELETE ON guardianships
  FOR EACH ROW EXECUTE FUNCTION agora_notify_guardianship_change();
