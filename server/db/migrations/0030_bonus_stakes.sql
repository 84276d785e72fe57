ALTER TABLE "bet_orders" ADD COLUMN "stake_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD COLUMN "stake_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_balance_nonneg" CHECK ("player_bonuses"."balance" >= 0);--> statement-breakpoint
UPDATE "player_bonuses" SET "balance" = CASE WHEN "state" IN (0, 1) THEN "amount" ELSE 0 END;
