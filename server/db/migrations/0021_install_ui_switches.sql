CREATE TABLE "ui_switches" (
	"uid" integer PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"new_ui" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
