CREATE TABLE "loyalty_raffle_winners" (
	"brand_id" text NOT NULL,
	"raffle" text NOT NULL,
	"place" integer NOT NULL,
	"uid" bigint NOT NULL,
	"ticket" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "loyalty_raffle_winners_brand_id_raffle_place_pk" PRIMARY KEY("brand_id","raffle","place")
);
--> statement-breakpoint
CREATE TABLE "loyalty_raffles" (
	"brand_id" text NOT NULL,
	"id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"deposit_unit" bigint NOT NULL,
	"turnover_unit" bigint NOT NULL,
	"prizes" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"tickets" integer,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "loyalty_raffles_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_rain_events" (
	"brand_id" text NOT NULL,
	"id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget" bigint NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"per_player" integer NOT NULL,
	CONSTRAINT "loyalty_rain_events_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE INDEX "loyalty_rain_events_end" ON "loyalty_rain_events" USING btree ("brand_id","ends_at");