-- A session belongs to one brand (issue #14): the brand it was opened on, the player's. Sessions opened
-- before this migration take their player's brand.
ALTER TABLE "sessions" ADD COLUMN "brand_id" text;--> statement-breakpoint
UPDATE "sessions" SET "brand_id" = "users"."brand_id" FROM "users" WHERE "users"."id" = "sessions"."uid";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "brand_id" SET NOT NULL;
