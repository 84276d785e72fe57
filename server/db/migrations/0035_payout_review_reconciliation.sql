CREATE TABLE "brand_payout_review" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"threshold" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_lines" (
	"provider_ref" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_provider_lines_updated" ON "sandbox_provider_lines" USING btree ("updated_at");