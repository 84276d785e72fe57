/**
 * The demo operators (issue #24): one per role on the demo brand `br`, a second admin for two-person
 * approvals, and the platform's admin of every brand. Published credentials (README "Operator console") with a FIXED TOTP secret, so the demo and
 * the tests can compute codes: demo only (never seeded in production, like the demo player).
 * Not enrolled: the first sign-in shows the enrolment (the secret's QR), the code confirms it.
 */
import { hashPassword } from '../../accounts/crypto';
import type { DbOrTx } from '../database';
import { operators } from '../schema-ops';
import type { OpsRole } from '../../../core/ops/permissions';
import { BRANDS } from '../../../core/brand/brands';

export const DEMO_OPS_PASSWORD = 'demo-ops-2026';
/** Base32 (20 bytes). */
export const DEMO_OPS_TOTP_SECRET = 'OPSDEMOSEEDSECRETPLACARBETBRAZIL';

export const DEMO_OPERATORS: readonly {
  email: string;
  name: string;
  role: OpsRole;
  /** Every brand of the platform (default: the demo brand `br` only). */
  allBrands?: boolean;
}[] = [
  { email: 'admin@ops.placarbet.com.br', name: 'Ana Admin', role: 'admin' },
  { email: 'admin2@ops.placarbet.com.br', name: 'Bruno Admin', role: 'admin' },
  { email: 'trader@ops.placarbet.com.br', name: 'Tiago Trader', role: 'trader' },
  { email: 'payments@ops.placarbet.com.br', name: 'Paula Payments', role: 'payments' },
  { email: 'support@ops.placarbet.com.br', name: 'Sofia Support', role: 'support' },
  { email: 'marketing@ops.placarbet.com.br', name: 'Marcos Marketing', role: 'marketing' },
  { email: 'readonly@ops.placarbet.com.br', name: 'Rita Read-only', role: 'read_only' },
  // The platform's admin: a league margin prices every brand and the game catalogue is shared, so only an
  // operator of all brands changes them (server/ops/margins.ts, games.ts).
  { email: 'platform@ops.placarbet.com.br', name: 'Paulo Platform', role: 'admin', allBrands: true },
];

export async function seedDemoOperators(db: DbOrTx): Promise<void> {
  const existing = new Set((await db.select({ email: operators.email }).from(operators)).map((r) => r.email));
  const missing = DEMO_OPERATORS.filter((o) => !existing.has(o.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_OPS_PASSWORD);
  await db
    .insert(operators)
    .values(
      missing.map(({ allBrands, ...o }) => ({
        ...o,
        passwordHash,
        brands: allBrands ? BRANDS.map((b) => b.id) : ['br'],
        totpSecret: DEMO_OPS_TOTP_SECRET,
      })),
    )
    .onConflictDoNothing();
}
