-- Watched words (decision 0043): the words and phrases administrators refuse or hold for review in what
-- members write, each kept with its folded key (one rule per word, whatever its spelling).
CREATE TABLE "watched_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phrase" text NOT NULL,
	"folded" text NOT NULL,
	"action" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_words_action_check" CHECK ("watched_words"."action" in ('block', 'review'))
);
--> statement-breakpoint
ALTER TABLE "watched_words" ADD CONSTRAINT "watched_words_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watched_words_folded_idx" ON "watched_words" USING btree ("folded");