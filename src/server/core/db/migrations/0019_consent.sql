-- A guardian's consent, kept as a history: a pupil under 15 signs in only once a guardian has
-- consented from their own account (naming the privacy notice they read) or an administrator has
-- recorded a signed paper form; pictures of a pupil, their name and photo follow the image consent.
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pupil_id" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"given_by_id" text,
	"on_paper" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"privacy_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('account', 'images')),
	CONSTRAINT "consents_level_check" CHECK (("consents"."kind" = 'account' and "consents"."level" in ('given', 'withdrawn')) or ("consents"."kind" = 'images' and "consents"."level" in ('none', 'members', 'public'))),
	CONSTRAINT "consents_source_check" CHECK ("consents"."on_paper" or "consents"."privacy_version" is not null or "consents"."kind" = 'images')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "under_fifteen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_given_by_id_users_id_fk" FOREIGN KEY ("given_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_pupil_kind_idx" ON "consents" USING btree ("pupil_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);