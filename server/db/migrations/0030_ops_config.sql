CREATE TABLE "brand_payment_methods" (
	"brand_id" text NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"enabled" boolean,
	"min_amount" bigint,
	"max_amount" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint NOT NULL,
	CONSTRAINT "brand_payment_methods_brand_id_direction_method_pk" PRIMARY KEY("brand_id","direction","method")
);
--> statement-breakpoint
CREATE TABLE "brand_support_contacts" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"chats" jsonb NOT NULL,
	"hours_from" text NOT NULL,
	"hours_to" text NOT NULL,
	"timezone" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint NOT NULL
);
--> statement-breakpoint
-- Custom SQL (carry over when regenerating): MIGRATION-NOTES-wt71.sql
ALTER TABLE "brand_payment_methods" ADD CONSTRAINT "brand_payment_methods_direction_check" CHECK ("direction" IN ('deposit', 'withdraw'));--> statement-breakpoint
ALTER TABLE "brand_payment_methods" ADD CONSTRAINT "brand_payment_methods_min_max_check" CHECK ("min_amount" IS NULL OR "max_amount" IS NULL OR "min_amount" <= "max_amount");
