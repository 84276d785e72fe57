ALTER TABLE "redeem_codes" ADD COLUMN "spins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD COLUMN "seen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rain_events" ADD COLUMN "server_seed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rain_events" ADD COLUMN "server_seed_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_red_packets" ADD COLUMN "n" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Custom SQL (carry over when regenerating):
-- 1. Grants made before the free_round_bonus popup existed are not announced again, only those granted from now on.
UPDATE "free_round_grants" SET "seen" = true;--> statement-breakpoint
-- 2. Rain events written before the fair scheme get a seed (two v4 UUIDs: 244 random bits from the
--    database's CSPRNG) and its SHA-256; packets opened before it keep n = 0 (not verifiable).
UPDATE "loyalty_rain_events" SET "server_seed" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "server_seed" = '';--> statement-breakpoint
UPDATE "loyalty_rain_events" SET "server_seed_hash" = encode(sha256(convert_to("server_seed", 'UTF8')), 'hex') WHERE "server_seed_hash" = '';
