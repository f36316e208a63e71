-- A post may belong to a project and be for its people alone (decision 0053).
ALTER TABLE "posts" DROP CONSTRAINT "posts_audience_check";--> statement-breakpoint
DROP INDEX "posts_published_created_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_project_created_idx" ON "posts" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_published_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."unpublished_at" is null and "posts"."review" is null and "posts"."audience" <> 'project';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_project_audience_check" CHECK ("posts"."audience" <> 'project' or "posts"."project_id" is not null);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_check" CHECK ("posts"."audience" in ('everyone', 'members', 'project'));--> statement-breakpoint
-- A session keeps the projects its member reads by (auth plugin): their own, and their children's.
-- Joining or leaving one is heard by every instance at once, on the sessions channel of migration
-- 0007, with the member's id and each of their guardians'.
CREATE FUNCTION agora_notify_project_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member text;
  guardian record;
BEGIN
  IF TG_OP = 'DELETE' THEN member := OLD.user_id; ELSE member := NEW.user_id; END IF;
  PERFORM pg_notify('agora_sessions', member);
  FOR guardian IN SELECT guardian_id FROM guardianships WHERE pupil_id = member LOOP
    PERFORM pg_notify('agora_sessions', guardian.guardian_id);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER project_members_changed AFTER INSERT OR UPDATE OR DELETE ON project_members
  FOR EACH ROW EXECUTE FUNCTION agora_notify_project_member_change();
