CREATE TABLE "bet_builder_prices" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"odds_milli" integer NOT NULL,
	"probability" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_boosters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_boosters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"booster_id" integer NOT NULL,
	"source_ref" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"bonus_id" bigint,
	"effect" bigint DEFAULT 0 NOT NULL,
	"seen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_boosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"cap" bigint DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"grant_on" jsonb NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_builder_prices" ADD CONSTRAINT "bet_builder_prices_order_id_bet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_boosters" ADD CONSTRAINT "player_boosters_booster_id_promo_boosters_id_fk" FOREIGN KEY ("booster_id") REFERENCES "public"."promo_boosters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_boosters_once" ON "player_boosters" USING btree ("uid","booster_id","source_ref");--> statement-breakpoint
CREATE INDEX "player_boosters_uid" ON "player_boosters" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_boosters_slug" ON "promo_boosters" USING btree ("brand_id","slug");