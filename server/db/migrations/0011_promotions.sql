CREATE TABLE "bonus_wagers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_wagers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bonus_id" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"stake" bigint NOT NULL,
	"contribution" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"source_ref" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"wager_required" bigint NOT NULL,
	"rules" jsonb NOT NULL,
	"state" smallint NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_multiple" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_uses" (
	"code_id" integer NOT NULL,
	"uid" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_uses_code_id_uid_pk" PRIMARY KEY("code_id","uid")
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_promo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."promo_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_uses" ADD CONSTRAINT "redeem_uses_code_id_redeem_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."redeem_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_wagers_once" ON "bonus_wagers" USING btree ("bonus_id","source","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_once" ON "player_bonuses" USING btree ("uid","campaign_id","source_ref");--> statement-breakpoint
CREATE INDEX "player_bonuses_uid_state" ON "player_bonuses" USING btree ("uid","state","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry" ON "player_bonuses" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_campaigns_slug" ON "promo_campaigns" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_codes_code" ON "redeem_codes" USING btree ("brand_id","code");