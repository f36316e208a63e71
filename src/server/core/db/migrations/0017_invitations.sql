-- Invitations: an account made by a mail to one address or by a link handed out, never by a public sign-up.
-- Only a hash of each token is kept; a use is counted by one conditional update.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"name" text,
	"surname" text,
	"collaboration_id" uuid,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_kind_check" CHECK ("invitations"."kind" in ('email', 'link')),
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('member', 'teacher', 'pupil')),
	CONSTRAINT "invitations_uses_check" CHECK ("invitations"."uses" >= 0 and "invitations"."uses" <= "invitations"."max_uses" and "invitations"."max_uses" between 1 and 500),
	CONSTRAINT "invitations_email_check" CHECK (("invitations"."kind" = 'email') = ("invitations"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_created_idx" ON "invitations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_created_by_idx" ON "invitations" USING btree ("created_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);