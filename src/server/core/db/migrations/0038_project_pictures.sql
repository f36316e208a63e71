-- A project's gallery: pictures administrators upload for its page, each described in both languages (decision 0055).
CREATE TABLE "project_pictures" (
	"project_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"alt_en" text NOT NULL,
	"alt_el" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "project_pictures_project_id_media_id_pk" PRIMARY KEY("project_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_folder_check";--> statement-breakpoint
ALTER TABLE "project_pictures" ADD CONSTRAINT "project_pictures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pictures" ADD CONSTRAINT "project_pictures_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_pictures_order_idx" ON "project_pictures" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_pictures_media_idx" ON "project_pictures" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_folder_check" CHECK ("media"."folder" in ('blog', 'profile', 'collaboration', 'site', 'project'));