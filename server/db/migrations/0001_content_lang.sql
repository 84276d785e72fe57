ALTER TABLE "brand_content" DROP CONSTRAINT "brand_content_brand_id_kind_pk";--> statement-breakpoint
ALTER TABLE "brand_content" ADD COLUMN "lang" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Documents written before content was per language are in the brand's default language; the seed adds the other seven at startup.
UPDATE "brand_content" SET "lang" = "brands"."default_lang" FROM "brands" WHERE "brands"."id" = "brand_content"."brand_id" AND "brand_content"."kind" NOT IN ('logo', 'pwa_manifest');--> statement-breakpoint
ALTER TABLE "brand_content" ADD CONSTRAINT "brand_content_brand_id_kind_lang_pk" PRIMARY KEY("brand_id","kind","lang");
