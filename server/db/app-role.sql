-- The least-privilege application role on PostgreSQL (server/README.md "Production"). Run as the database
-- owner, the role that runs the migrations (MIGRATION_DATABASE_URL), after them:
--   psql "$MIGRATION_DATABASE_URL" -v app_role=bets_app -f server/db/app-role.sql
-- The application role reads and writes the tables it works on, but the ledger's journal (ledger_entries,
-- ledger_transactions) only takes INSERT and SELECT: no UPDATE, DELETE or TRUNCATE, whatever a bug or an
-- injected statement tries. It owns nothing, so it cannot drop or alter a table or the triggers either.
GRANT USAGE ON SCHEMA public TO :"app_role";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app_role";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"app_role";
REVOKE UPDATE, DELETE, TRUNCATE ON ledger_entries, ledger_transactions, rg_audit FROM :"app_role";
-- Tables the owner creates in later migrations get the same rights; re-run this file after a migration
-- that adds an append-only table, to take its UPDATE and DELETE back.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app_role";
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"app_role";
