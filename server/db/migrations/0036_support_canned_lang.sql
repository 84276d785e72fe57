ALTER TABLE "support_canned" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The rows seeded before the column get their brand's language (the seed wrote them in it).
UPDATE "support_canned" SET "lang" = "brands"."default_lang" FROM "brands" WHERE "brands"."id" = "support_canned"."brand_id";
