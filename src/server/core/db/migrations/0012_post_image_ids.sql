-- The ids of the pictures a post's blocks show, kept by PostgreSQL itself from its content, with
-- an index: whether any post for everyone (or for members) shows a picture is then a lookup, not
-- a walk through every post's blocks (media/members-media.ts). Not in schema.ts, like
-- the search vectors of 0009: no statement of ours writes it.
ALTER TABLE "posts" ADD COLUMN "image_ids" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("content", '$[*] ? (@.type == "image").value')) STORED;--> statement-breakpoint
CREATE INDEX "posts_image_ids_idx" ON "posts" USING gin ("image_ids" jsonb_path_ops);
