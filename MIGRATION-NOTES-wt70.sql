-- wt70 (issue #16, bonus money in stakes): append to the migration that adds player_bonuses.balance.
-- Backfill: a locked or unlocking bonus holds its granted amount (no stake took bonus money before this
-- migration); an unlocked or expired one holds nothing (moved to cash / forfeited).
UPDATE "player_bonuses" SET "balance" = CASE WHEN "state" IN (0, 1) THEN "amount" ELSE 0 END;
