CREATE TABLE "area_rules" (
	"brand_id" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "area_rules_brand_id_country_code_pk" PRIMARY KEY("brand_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "brand_content" (
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_content_brand_id_kind_pk" PRIMARY KEY("brand_id","kind")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"app_key" text NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"default_lang" text NOT NULL,
	"support_email" text NOT NULL,
	"min_charge" bigint NOT NULL,
	"max_deposit_total" bigint NOT NULL,
	"max_deposit_daily" bigint NOT NULL,
	"max_bonus_display" text NOT NULL,
	"official_domain" text NOT NULL,
	"app_group" text NOT NULL,
	"cv_prefix" text NOT NULL,
	"channel_prefix" text NOT NULL,
	"extra_sport_tab" text,
	"region_locked" boolean NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_app_key_unique" UNIQUE("app_key")
);
--> statement-breakpoint
CREATE TABLE "crash_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"uid" text,
	"ip" text NOT NULL,
	"url" text NOT NULL,
	"error_type" text NOT NULL,
	"is_white_screen" boolean NOT NULL,
	"error_detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dyn_configs" (
	"brand_id" text NOT NULL,
	"key" text NOT NULL,
	"result" text NOT NULL,
	"switch" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dyn_configs_brand_id_key_pk" PRIMARY KEY("brand_id","key")
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"uid" text,
	"ip" text NOT NULL,
	"host" text NOT NULL,
	"method" text NOT NULL,
	"uri" text NOT NULL,
	"query" text,
	"body" text,
	"http_status" integer NOT NULL,
	"dm_error" integer NOT NULL,
	"error_msg" text NOT NULL,
	"event_time" bigint NOT NULL,
	"cost" integer NOT NULL,
	"trace_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"uid" text,
	"ip" text NOT NULL,
	"country" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"page_url" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_status" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"global_stats" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"sort" integer NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" integer PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"market_type" integer NOT NULL,
	"line" text,
	"status" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"home_score" integer DEFAULT 0 NOT NULL,
	"away_score" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"clock_running" boolean DEFAULT false NOT NULL,
	"clock_direction" smallint DEFAULT 1 NOT NULL,
	"clock_seconds" integer DEFAULT 0 NOT NULL,
	"clock_period" smallint DEFAULT 0 NOT NULL,
	"clock_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"outcome_type" smallint NOT NULL,
	"name" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"tab_key" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	"has_draw" boolean NOT NULL,
	"main_market_type" integer NOT NULL,
	CONSTRAINT "sports_tab_key_unique" UNIQUE("tab_key")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_rules" ADD CONSTRAINT "area_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_content" ADD CONSTRAINT "brand_content_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dyn_configs" ADD CONSTRAINT "dyn_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_status" ADD CONSTRAINT "global_status_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_reports_created_idx" ON "crash_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leagues_sport_idx" ON "leagues" USING btree ("sport_id","sort");--> statement-breakpoint
CREATE INDEX "markets_match_idx" ON "markets" USING btree ("match_id","sort");--> statement-breakpoint
CREATE INDEX "matches_status_begin_idx" ON "matches" USING btree ("status","begin_at","id");--> statement-breakpoint
CREATE INDEX "matches_sport_status_begin_idx" ON "matches" USING btree ("sport_id","status","begin_at","id");--> statement-breakpoint
CREATE INDEX "matches_league_idx" ON "matches" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "matches_updated_idx" ON "matches" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "options_market_idx" ON "options" USING btree ("market_id","sort");--> statement-breakpoint
CREATE INDEX "teams_sport_idx" ON "teams" USING btree ("sport_id");