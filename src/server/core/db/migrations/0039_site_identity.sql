-- Which site this database is: the id written beside its pictures in a bucket, so that no other site's media sweep takes them for its own (and this one none of theirs).
CREATE TABLE "site_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_identity_one_row" CHECK ("site_identity"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "site_identity" ("id") VALUES (1);
