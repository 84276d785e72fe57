-- wt72 (ops marketing 2): tables in server/db/schema-ops-marketing.ts. The branch carries a generated
-- migration 0030_ops_marketing2.sql for its tests only: the lead regenerates after merging.
-- Custom SQL (optional guards; the server validates the same values):
ALTER TABLE "ops_broadcasts" ADD CONSTRAINT "ops_broadcasts_state" CHECK ("state" IN ('draft', 'sending', 'sent'));
ALTER TABLE "ops_broadcasts" ADD CONSTRAINT "ops_broadcasts_audience"
  CHECK ("audience" IN ('all', 'vip', 'registered', 'deposited'));
