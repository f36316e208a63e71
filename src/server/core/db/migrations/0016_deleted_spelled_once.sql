-- One spelling of "deleted": status 'deleted' and deleted_at said the same thing without anything tying them.
-- Rows that disagree (none are written so, but an operator's SQL might have) are made to agree first.
UPDATE "collaborations" SET "deleted_at" = "updated_at" WHERE "status" = 'deleted' AND "deleted_at" IS NULL;--> statement-breakpoint
UPDATE "collaborations" SET "deleted_at" = NULL, "deleted_by_id" = NULL WHERE "status" <> 'deleted' AND "deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_deleted_check" CHECK (("collaborations"."status" = 'deleted') = ("collaborations"."deleted_at" is not null));