-- A pupil's name and photo reach visitors only with their guardian's consent to public images:
-- each profile keeps a copy of the image consent in force (null: none given), so every road that
-- shows an author reads it with the profile. Written with each new consent row from now on;
-- the consents already given are copied here.
ALTER TABLE "profiles" ADD COLUMN "image_consent" text;--> statement-breakpoint
UPDATE "profiles" SET "image_consent" = (
	SELECT c."level" FROM "consents" c
	WHERE c."pupil_id" = "profiles"."user_id" AND c."kind" = 'images'
	ORDER BY c."created_at" DESC, c."id" DESC LIMIT 1
);
