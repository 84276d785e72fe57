CREATE TABLE "market_profiles" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"pay_methods" jsonb,
	"signup_bonus" boolean NOT NULL,
	"deposit_bonus" boolean NOT NULL,
	"min_age" integer NOT NULL,
	"identity" jsonb,
	"required_limits" jsonb NOT NULL,
	"limits_at_registration" boolean NOT NULL,
	"reality_minutes" integer NOT NULL,
	"session_clock" boolean NOT NULL,
	"show_rtp" boolean NOT NULL,
	"risk_warnings" boolean NOT NULL,
	"real_money" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rg_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint,
	"brand_id" text NOT NULL,
	"actor" text NOT NULL,
	"subject" text NOT NULL,
	"old" jsonb,
	"new" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_players" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pending" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"exclusion_kind" text,
	"exclusion_from" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"reality_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_profiles" ADD CONSTRAINT "market_profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_audit_uid" ON "rg_audit" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "rg_audit_brand" ON "rg_audit" USING btree ("brand_id","id");