CREATE TABLE "agent_daily" (
	"agent_uid" bigint NOT NULL,
	"day" text NOT NULL,
	"currency" text NOT NULL,
	"players" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"base" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_daily_agent_uid_day_pk" PRIMARY KEY("agent_uid","day")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
