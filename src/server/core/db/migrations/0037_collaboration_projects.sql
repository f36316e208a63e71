-- A collaboration may belong to a project and be seen by its people alone (decision 0054).
ALTER TABLE "collaborations" ADD COLUMN "audience" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_project_created_idx" ON "collaborations" USING btree ("project_id","created_at" DESC NULLS LAST) WHERE "collaborations"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_audience_check" CHECK ("collaborations"."audience" in ('members', 'project'));--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_project_audience_check" CHECK ("collaborations"."audience" <> 'project' or "collaborations"."project_id" is not null);