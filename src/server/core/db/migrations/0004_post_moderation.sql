DROP INDEX "posts_created_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unpublished_by_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_unpublished_by_id_users_id_fk" FOREIGN KEY ("unpublished_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_published_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."unpublished_at" is null;--> statement-breakpoint
CREATE INDEX "posts_unpublished_idx" ON "posts" USING btree ("unpublished_at" DESC NULLS LAST) WHERE "posts"."unpublished_at" is not null;