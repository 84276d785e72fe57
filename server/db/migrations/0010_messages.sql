CREATE TABLE "articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"feedback_id" integer PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_states" (
	"message_id" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "message_states_message_id_uid_pk" PRIMARY KEY("message_id","uid")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"uid" bigint,
	"kind" text NOT NULL,
	"message_type" smallint NOT NULL,
	"dedupe_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"url" text NOT NULL,
	"top_bar" boolean DEFAULT false NOT NULL,
	"turn_time" integer DEFAULT 8 NOT NULL,
	"allow_close" boolean DEFAULT true NOT NULL,
	"is_h5" boolean DEFAULT false NOT NULL,
	"lca_coun" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_prefs" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"bets" boolean DEFAULT true NOT NULL,
	"wallet" boolean DEFAULT true NOT NULL,
	"promotions" boolean DEFAULT true NOT NULL,
	"news" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" text NOT NULL,
	"uid" bigint,
	"device_id" text NOT NULL,
	"push_type" text NOT NULL,
	"token" text NOT NULL,
	"p256dh" text,
	"auth" text,
	"platform" text NOT NULL,
	"app" text NOT NULL,
	"app_id" text NOT NULL,
	"version" text NOT NULL,
	"model" text NOT NULL,
	"rom" text NOT NULL,
	"lang" text NOT NULL,
	"permission" text DEFAULT 'granted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_states" ADD CONSTRAINT "message_states_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_brand_kind_slug_lang" ON "articles" USING btree ("brand_id","kind","slug","lang");--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("brand_id","kind","lang","published_at");--> statement-breakpoint
CREATE INDEX "message_states_uid_idx" ON "message_states" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "messages_uid_idx" ON "messages" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "messages_brand_broadcast_idx" ON "messages" USING btree ("brand_id","id") WHERE "messages"."uid" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_uid_dedupe" ON "messages" USING btree ("uid","dedupe_key") WHERE "messages"."uid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_brand_dedupe" ON "messages" USING btree ("brand_id","dedupe_key") WHERE "messages"."uid" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_queue_sub_message" ON "push_queue" USING btree ("subscription_id","message_id");--> statement-breakpoint
CREATE INDEX "push_queue_due_idx" ON "push_queue" USING btree ("next_at") WHERE "push_queue"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_device" ON "push_subscriptions" USING btree ("brand_id","device_id","push_type");--> statement-breakpoint
CREATE INDEX "push_subscriptions_uid_idx" ON "push_subscriptions" USING btree ("uid");