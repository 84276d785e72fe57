CREATE TABLE "loyalty_cashback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_cashback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"net_loss" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_jobs" (
	"job" text NOT NULL,
	"brand_id" text NOT NULL,
	"period" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_jobs_job_brand_id_period_pk" PRIMARY KEY("job","brand_id","period")
);
--> statement-breakpoint
CREATE TABLE "loyalty_red_points" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_cashback_once" ON "loyalty_cashback" USING btree ("uid","kind","period");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_claims_once" ON "loyalty_claims" USING btree ("uid","kind","period");--> statement-breakpoint
CREATE INDEX "loyalty_claims_uid" ON "loyalty_claims" USING btree ("uid","created_at");