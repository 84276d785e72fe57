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
CREATE UNIQUE INDEX "agent_transfers_request" ON "agent_transfers" USING btree ("agent_uid","request_id");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_day" ON "agent_transfers" USING btree ("agent_uid","created_at");