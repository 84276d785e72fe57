CREATE TABLE "game_favorites" (
	"uid" bigint NOT NULL,
	"platform" text NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_uid_platform_game_id_pk" PRIMARY KEY("uid","platform","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recents" (
	"uid" bigint NOT NULL,
	"platform" text NOT NULL,
	"game_id" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recents_uid_platform_game_id_pk" PRIMARY KEY("uid","platform","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"platform" text NOT NULL,
	"round_id" text NOT NULL,
	"uid" bigint NOT NULL,
	"currency" text NOT NULL,
	"game_id" text NOT NULL,
	"status" text NOT NULL,
	"debited" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_platform_round_id_pk" PRIMARY KEY("platform","round_id"),
	CONSTRAINT "game_rounds_amounts_ck" CHECK ("game_rounds"."debited" >= 0 and "game_rounds"."credited" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"platform" text NOT NULL,
	"currency" text NOT NULL,
	"game_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_wallet_txs" (
	"platform" text NOT NULL,
	"tx_id" text NOT NULL,
	"round_id" text NOT NULL,
	"uid" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"ref_tx_id" text,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"ledger_tx_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_wallet_txs_platform_tx_id_pk" PRIMARY KEY("platform","tx_id"),
	CONSTRAINT "game_wallet_txs_amount_ck" CHECK ("game_wallet_txs"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"platform" text NOT NULL,
	"game_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"rtp" integer NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"popularity" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_platform_game_id_pk" PRIMARY KEY("platform","game_id")
);
--> statement-breakpoint
CREATE INDEX "game_favorites_uid_idx" ON "game_favorites" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "game_recents_uid_idx" ON "game_recents" USING btree ("uid","played_at");--> statement-breakpoint
CREATE INDEX "game_rounds_uid_idx" ON "game_rounds" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "game_tokens_expires_idx" ON "game_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "game_wallet_txs_round_idx" ON "game_wallet_txs" USING btree ("platform","round_id");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity","platform","game_id");