ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_amounts_ck";--> statement-breakpoint
ALTER TABLE "game_wallet_txs" DROP CONSTRAINT "game_wallet_txs_amount_ck";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "debited_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "game_wallet_txs" ADD COLUMN "bonus_part" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_amounts_ck" CHECK ("game_rounds"."debited" >= 0 and "game_rounds"."credited" >= 0 and "game_rounds"."debited_bonus" >= 0 and "game_rounds"."debited_bonus" <= "game_rounds"."debited");--> statement-breakpoint
ALTER TABLE "game_wallet_txs" ADD CONSTRAINT "game_wallet_txs_amount_ck" CHECK ("game_wallet_txs"."amount" >= 0 and "game_wallet_txs"."bonus_part" >= 0 and "game_wallet_txs"."bonus_part" <= "game_wallet_txs"."amount");