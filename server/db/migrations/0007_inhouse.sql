CREATE TABLE "crash_chains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seed" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"game_hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"betting_start_ms" bigint NOT NULL,
	"running_ms" bigint NOT NULL,
	"crash_ms" bigint NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inhouse_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inhouse_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"seed_id" bigint,
	"nonce" integer DEFAULT 0 NOT NULL,
	"crash_game_id" bigint,
	"auto_cashout" integer DEFAULT 0 NOT NULL,
	"cashout" integer DEFAULT 0 NOT NULL,
	"result" jsonb NOT NULL,
	"big_win" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inhouse_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inhouse_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crash_games" ADD CONSTRAINT "crash_games_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_seed_id_inhouse_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."inhouse_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_seeds" ADD CONSTRAINT "inhouse_seeds_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_games_chain_index" ON "crash_games" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE INDEX "crash_games_unsettled" ON "crash_games" USING btree ("id") WHERE not "crash_games"."settled";--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_key" ON "inhouse_rounds" USING btree ("uid","client_key");--> statement-breakpoint
CREATE INDEX "inhouse_rounds_uid" ON "inhouse_rounds" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_crash_one" ON "inhouse_rounds" USING btree ("crash_game_id","uid") WHERE "inhouse_rounds"."crash_game_id" is not null;--> statement-breakpoint
CREATE INDEX "inhouse_rounds_crash_open" ON "inhouse_rounds" USING btree ("crash_game_id") WHERE "inhouse_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "inhouse_rounds_big_win" ON "inhouse_rounds" USING btree ("brand_id","id") WHERE "inhouse_rounds"."big_win";--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_seeds_active" ON "inhouse_seeds" USING btree ("uid") WHERE "inhouse_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "inhouse_seeds_uid" ON "inhouse_seeds" USING btree ("uid","id");