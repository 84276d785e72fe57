CREATE TABLE "loyalty_rain_budgets" (
	"brand_id" text NOT NULL,
	"event" text NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_rain_budgets_brand_id_event_pk" PRIMARY KEY("brand_id","event")
);
--> statement-breakpoint
CREATE TABLE "loyalty_rank_prizes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_rank_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"rank" integer NOT NULL,
	"uid" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_red_packets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_red_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"event" text NOT NULL,
	"client_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_spin_seeds" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_spins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"client_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"segment" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_rank_prizes_once" ON "loyalty_rank_prizes" USING btree ("brand_id","kind","period","rank");--> statement-breakpoint
CREATE INDEX "loyalty_rank_prizes_uid" ON "loyalty_rank_prizes" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_red_packets_key" ON "loyalty_red_packets" USING btree ("uid","event","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_spins_nonce" ON "loyalty_spins" USING btree ("uid","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_spins_key" ON "loyalty_spins" USING btree ("uid","client_key");--> statement-breakpoint
CREATE INDEX "loyalty_spins_brand" ON "loyalty_spins" USING btree ("brand_id","created_at");