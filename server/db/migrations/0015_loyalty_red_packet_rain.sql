CREATE TABLE "loyalty_rain_budgets" (
	"brand_id" text NOT NULL,
	"event" text NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_rain_budgets_brand_id_event_pk" PRIMARY KEY("brand_id","event")
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
CREATE UNIQUE INDEX "loyalty_red_packets_key" ON "loyalty_red_packets" USING btree ("uid","event","client_key");