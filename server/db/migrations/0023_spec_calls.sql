CREATE TABLE "bank_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"uid" bigint NOT NULL,
	"platform" text NOT NULL,
	"game_id" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_ideas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_ideas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"game_ref" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_social_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_social_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"order_no" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sportsbook_profiles" (
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"odds_format" text NOT NULL,
	"accept_odds" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_profiles_uid_pk" PRIMARY KEY("uid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_codes_country_code" ON "bank_codes" USING btree ("country","code");--> statement-breakpoint
CREATE INDEX "game_events_brand_at" ON "game_events" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "game_ideas_uid" ON "game_ideas" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_social_clicks_once" ON "payout_social_clicks" USING btree ("uid","order_no","channel");--> statement-breakpoint
CREATE INDEX "sms_codes_lookup" ON "sms_codes" USING btree ("brand_id","phone","created_at");