CREATE TABLE "free_round_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_round_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"source_ref" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"total" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_round_spins" (
	"grant_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bonus_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_campaign_id_promo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."promo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_grants_once" ON "free_round_grants" USING btree ("uid","campaign_id","source_ref");--> statement-breakpoint
CREATE INDEX "free_round_grants_uid" ON "free_round_grants" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_spins_n" ON "free_round_spins" USING btree ("grant_id","n");--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_spins_round" ON "free_round_spins" USING btree ("round_id");--> statement-breakpoint
-- Existing brand rows take their built-in zone (core/brand/time-zones.ts); new rows are seeded with it.
UPDATE "brands" SET "time_zone" = CASE "id" WHEN 'br' THEN 'America/Sao_Paulo' WHEN 'mx' THEN 'America/Mexico_City' WHEN 'co' THEN 'America/Bogota' WHEN 'pe' THEN 'America/Lima' WHEN 'ph' THEN 'Asia/Manila' WHEN 'in' THEN 'Asia/Kolkata' WHEN 'ke' THEN 'Africa/Nairobi' WHEN 'vn' THEN 'Asia/Ho_Chi_Minh' WHEN 'us' THEN 'America/New_York' ELSE 'UTC' END;
