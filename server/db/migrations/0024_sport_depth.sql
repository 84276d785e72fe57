ALTER TABLE "options" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "period_scores" text;