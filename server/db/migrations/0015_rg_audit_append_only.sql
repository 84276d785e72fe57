-- The responsible-gaming audit (issue #21) is append-only in the database: who changed a limit, an
-- exclusion, an identity status or a market profile, when, from what to what, is inserted and read, never
-- changed, deleted or truncated (as the ledger's journal, migration 0008).
CREATE FUNCTION rg_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rg_audit is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rg_audit_no_change BEFORE UPDATE OR DELETE ON rg_audit
  FOR EACH ROW EXECUTE FUNCTION rg_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER rg_audit_no_truncate BEFORE TRUNCATE ON rg_audit
  FOR EACH STATEMENT EXECUTE FUNCTION rg_audit_append_only();
