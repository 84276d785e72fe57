CREATE TABLE "bridge_profiles" (
	"brand_id" text NOT NULL,
	"uid" bigint NOT NULL,
	"partner" text NOT NULL,
	"back_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"uid" text,
	"smid" text,
	"ip" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"event_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_postbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"smid" text NOT NULL,
	"tool" text NOT NULL,
	"pixel_id" text NOT NULL,
	"event" text NOT NULL,
	"params" jsonb NOT NULL,
	"event_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"report_id" text,
	"uid" text,
	"smid" text,
	"ip" text NOT NULL,
	"tool" text,
	"pixel_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_profiles_player_idx" ON "bridge_profiles" USING btree ("brand_id","uid");--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_type_idx" ON "tracking_events" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "tracking_postbacks_device_idx" ON "tracking_postbacks" USING btree ("brand_id","smid","tool","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_reports_once_idx" ON "tracking_reports" USING btree ("brand_id","kind","report_id");--> statement-breakpoint
CREATE INDEX "tracking_reports_device_idx" ON "tracking_reports" USING btree ("brand_id","smid","kind");--> statement-breakpoint
CREATE INDEX "tracking_reports_uid_idx" ON "tracking_reports" USING btree ("brand_id","uid","kind");