CREATE TABLE "ops_league_margins" (
	"league_id" integer PRIMARY KEY NOT NULL,
	"margin_bp" integer NOT NULL,
	"operator_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ops_league_margins_bounds" CHECK ("ops_league_margins"."margin_bp" between 200 and 1500)
);
