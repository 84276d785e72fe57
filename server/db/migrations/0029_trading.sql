CREATE TABLE "ops_market_holds" (
	"market_id" integer PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
