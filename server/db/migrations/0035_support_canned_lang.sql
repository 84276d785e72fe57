ALTER TABLE "support_canned" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "support_canned" SET "lang" = "brands"."default_lang" FROM "brands" WHERE "brands"."id" = "support_canned"."brand_id";
