-- Pupils who leave: when an administrator marked them as having left and when the retention job
-- anonymised them, and the site's retention period and what becomes of an anonymised pupil's work.
ALTER TABLE "site_settings" ADD COLUMN "pupil_retention_years" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "former_pupil_content" text DEFAULT 'keep' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_left_idx" ON "users" USING btree ("left_at") WHERE "users"."left_at" is not null and "users"."anonymised_at" is null;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_retention_check" CHECK ("site_settings"."pupil_retention_years" between 1 and 10);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_former_content_check" CHECK ("site_settings"."former_pupil_content" in ('keep', 'remove'));