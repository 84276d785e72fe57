-- wt42 (issue #24, canned answers with a language): after the generated
--   ALTER TABLE "support_canned" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;
-- give the rows seeded before the column their brand's language (the seed wrote them in it).
UPDATE "support_canned" SET "lang" = "brands"."default_lang" FROM "brands" WHERE "brands"."id" = "support_canned"."brand_id";
