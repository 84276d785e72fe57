CREATE TABLE "agent_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_uid" bigint NOT NULL,
	"request_id" text NOT NULL,
	"target" text NOT NULL,
	"to_uid" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdd_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pdd_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"brand_id" text NOT NULL,
	"currency" text NOT NULL,
	"target" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pdd_steps" (
	"campaign_id" bigint NOT NULL,
	"source_uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pdd_steps_campaign_id_source_uid_kind_pk" PRIMARY KEY("campaign_id","source_uid","kind")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfers_request" ON "agent_transfers" USING btree ("agent_uid","request_id");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_day" ON "agent_transfers" USING btree ("agent_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pdd_campaigns_uid_seq" ON "pdd_campaigns" USING btree ("uid","seq");--> statement-breakpoint
CREATE INDEX "pdd_campaigns_brand" ON "pdd_campaigns" USING btree ("brand_id");