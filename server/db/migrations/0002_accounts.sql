CREATE TABLE "bind_requests" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"plat" text NOT NULL,
	"union_id" text NOT NULL,
	"email" text,
	"target_uid" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"prev_token_hash" text,
	"rotated_at" timestamp with time zone,
	"uid" bigint NOT NULL,
	"smid" text DEFAULT '' NOT NULL,
	"cv" text DEFAULT '' NOT NULL,
	"hv" text DEFAULT '' NOT NULL,
	"av" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "telegram_init_used" (
	"hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bindings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"plat" text NOT NULL,
	"union_id" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1),
	"brand_id" text NOT NULL,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"password_hash" text,
	"nick" text NOT NULL,
	"visitor" boolean DEFAULT false NOT NULL,
	"visitor_smid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"deletion_requested_at" timestamp with time zone,
	"deletion_reason" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bindings" ADD CONSTRAINT "user_bindings_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_codes_lookup" ON "email_codes" USING btree ("brand_id","email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_uid" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sessions_prev_token" ON "sessions" USING btree ("prev_token_hash") WHERE "sessions"."prev_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "telegram_init_used_expires" ON "telegram_init_used" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bindings_identity" ON "user_bindings" USING btree ("brand_id","plat","union_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bindings_uid_plat" ON "user_bindings" USING btree ("uid","plat");--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_email" ON "users" USING btree ("brand_id","email") WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_visitor_smid" ON "users" USING btree ("brand_id","visitor_smid") WHERE "users"."visitor_smid" is not null;