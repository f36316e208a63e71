CREATE INDEX "collaborations_thumbnail_idx" ON "collaborations" USING btree ("thumbnail_id");--> statement-breakpoint
CREATE INDEX "posts_thumbnail_idx" ON "posts" USING btree ("thumbnail_id");--> statement-breakpoint
CREATE INDEX "profiles_image_idx" ON "profiles" USING btree ("image_id");