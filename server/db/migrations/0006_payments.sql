CREATE TABLE "deposit_code_uses" (
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"uid" bigint NOT NULL,
	"order_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_code_uses_brand_id_code_uid_pk" PRIMARY KEY("brand_id","code","uid")
);
--> statement-breakpoint
CREATE TABLE "deposit_codes" (
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_codes_brand_id_code_pk" PRIMARY KEY("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "pay_appeals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"uid" bigint NOT NULL,
	"content" text NOT NULL,
	"receipt" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_callbacks" (
	"provider" text NOT NULL,
	"callback_id" text NOT NULL,
	"order_no" text NOT NULL,
	"body" jsonb NOT NULL,
	"result" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_callbacks_provider_callback_id_pk" PRIMARY KEY("provider","callback_id")
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"network" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"pay_status" smallint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_id" bigint,
	"account_masked" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"counts_toward_limits" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "pay_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"method" text NOT NULL,
	"account_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT '' NOT NULL,
	"document_no" text DEFAULT '' NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"bank_account_type" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pay_appeals_order_idx" ON "pay_appeals" USING btree ("order_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_idem" ON "pay_orders" USING btree ("uid","direction","idempotency_key");--> statement-breakpoint
CREATE INDEX "pay_orders_uid_idx" ON "pay_orders" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "pay_orders_limits_idx" ON "pay_orders" USING btree ("uid","direction","created_at");--> statement-breakpoint
CREATE INDEX "pay_orders_open_idx" ON "pay_orders" USING btree ("expires_at") WHERE "pay_orders"."state" in ('created', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_accounts_unique" ON "withdraw_accounts" USING btree ("uid","method","account_no");