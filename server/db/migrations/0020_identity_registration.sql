CREATE TABLE "rg_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rg_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rg_identity" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"document" text,
	"number" text,
	"birth_date" date,
	"status" text DEFAULT 'unverified' NOT NULL,
	"provider_ref" text,
	"terms_accepted_at" timestamp with time zone,
	"age_confirmed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rg_documents_uid" ON "rg_documents" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_identity_document" ON "rg_identity" USING btree ("brand_id","document","number");