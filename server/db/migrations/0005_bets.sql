CREATE TABLE "bet_legs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"idx" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"market_type" integer NOT NULL,
	"line" text,
	"outcome_type" smallint NOT NULL,
	"option_name" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"match_name" text NOT NULL,
	"league_name" text NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"home_score" integer,
	"away_score" integer
);
--> statement-breakpoint
CREATE TABLE "bet_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"key" text NOT NULL,
	"seq" smallint NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"system_k" smallint,
	"lines" integer NOT NULL,
	"currency" text NOT NULL,
	"stake_per_line" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"free_bet_id" bigint,
	"potential_return" bigint NOT NULL,
	"accept_odds" text NOT NULL,
	"status" smallint NOT NULL,
	"confirm_at" timestamp with time zone,
	"result" smallint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"cash_out_amount" bigint,
	"cash_out_at" timestamp with time zone,
	"reject_code" integer,
	"reject_msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "free_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1),
	"uid" bigint NOT NULL,
	"grant_key" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"min_odds_milli" integer DEFAULT 1000 NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_legs" ADD CONSTRAINT "bet_legs_order_id_bet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_legs_order_idx" ON "bet_legs" USING btree ("order_id","idx");--> statement-breakpoint
CREATE INDEX "bet_legs_open_match" ON "bet_legs" USING btree ("match_id") WHERE "bet_legs"."result" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_orders_key" ON "bet_orders" USING btree ("uid","key","seq");--> statement-breakpoint
CREATE INDEX "bet_orders_uid_created" ON "bet_orders" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "bet_orders_confirming" ON "bet_orders" USING btree ("confirm_at") WHERE "bet_orders"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "free_bets_grant" ON "free_bets" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "free_bets_uid" ON "free_bets" USING btree ("uid");