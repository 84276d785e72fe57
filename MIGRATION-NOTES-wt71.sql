-- wt71 (issue #24 configuration): custom SQL to append to the generated migration of
-- server/db/schema-ops-config.ts (brand_payment_methods). Tested as 0030_ops_config.sql in branch wt71.
ALTER TABLE "brand_payment_methods" ADD CONSTRAINT "brand_payment_methods_direction_check" CHECK ("direction" IN ('deposit', 'withdraw'));--> statement-breakpoint
ALTER TABLE "brand_payment_methods" ADD CONSTRAINT "brand_payment_methods_min_max_check" CHECK ("min_amount" IS NULL OR "max_amount" IS NULL OR "min_amount" <= "max_amount");
