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
--> statement-breakpoint
CREATE TABLE "invite_bindings" (
	"invitee_uid" bigint PRIMARY KEY NOT NULL,
	"inviter_uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"suspect" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"source_uid" bigint NOT NULL,
	"level" smallint NOT NULL,
	"milestone" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invite_shares" (
	"uid" bigint NOT NULL,
	"channel" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invite_shares_uid_channel_pk" PRIMARY KEY("uid","channel")
);
--> statement-breakpoint
CREATE INDEX "invite_bindings_inviter" ON "invite_bindings" USING btree ("inviter_uid","created_at");--> statement-breakpoint
CREATE INDEX "invite_bindings_network" ON "invite_bindings" USING btree ("inviter_uid","network");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_brand_code" ON "invite_codes" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rewards_once" ON "invite_rewards" USING btree ("source_uid","milestone","level");--> statement-breakpoint
CREATE INDEX "invite_rewards_uid" ON "invite_rewards" USING btree ("uid","level","status");--> statement-breakpoint
CREATE INDEX "invite_rewards_earned" ON "invite_rewards" USING btree ("uid","level") WHERE "invite_rewards"."status" = 'earned';