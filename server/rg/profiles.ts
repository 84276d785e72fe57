/**
 * Market profiles (issue #21): what each brand's licence requires, as data beside the brand table. The seed
 * writes a brand's row once (an operator edits it afterwards, and `setProfile` audits the change):
 * - Brazil (Ordinances 615/2024, 1.231/2024, 2.579/2025): Pix and bank transfer only, no sign-up or deposit
 *   bonus, 18+, CPF required at registration (format and check digits), limits offered at registration,
 *   RTP per game, risk warnings, the session clock, a reality check every 60 minutes.
 * - India (Online Gaming Act 2025): no real money (play-money mode).
 * - The others: the SPEC's current behaviour (every method the brand offers, bonuses, 18+), with the player
 *   tools available but nothing required.
 */
import { eq } from 'drizzle-orm';
import { BRANDS } from '../../core/brand/brands';
import type { MarketProfile } from '../../core/contract/schemas/rg';
import type { DbOrTx } from '../db/database';
import { marketProfiles, rgAudit } from '../db/schema';
import { forgetProfile } from './play-money';

type ProfileRow = typeof marketProfiles.$inferInsert;

const SPEC_DEFAULT: Omit<ProfileRow, 'brandId'> = {
  payMethods: null,
  signupBonus: true,
  depositBonus: true,
  minAge: 18,
  identity: null,
  requiredLimits: [],
  limitsAtRegistration: false,
  realityMinutes: 0,
  sessionClock: false,
  showRtp: false,
  riskWarnings: false,
  realMoney: true,
};

const OVERRIDES: Partial<Record<string, Partial<ProfileRow>>> = {
  br: {
    payMethods: ['PIX', 'BankTransfer'],
    signupBonus: false,
    depositBonus: false,
    identity: { document: 'cpf', when: 'registration' },
    limitsAtRegistration: true,
    realityMinutes: 60,
    sessionClock: true,
    showRtp: true,
    riskWarnings: true,
  },
  in: {
    payMethods: [],
    signupBonus: false,
    depositBonus: false,
    realityMinutes: 60,
    riskWarnings: true,
    realMoney: false,
  },
};

export function defaultProfile(brandId: string): ProfileRow {
  return { brandId, ...SPEC_DEFAULT, ...OVERRIDES[brandId] };
}

/** Writes the missing profiles (one per brand); rows that exist are the operator's and stay. */
export async function seedMarketProfiles(tx: DbOrTx, now: number): Promise<void> {
  for (const b of BRANDS) {
    const row = defaultProfile(b.id);
    const inserted = await tx
      .insert(marketProfiles)
      .values({ ...row, updatedAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ brandId: marketProfiles.brandId });
    if (inserted.length > 0)
      await tx.insert(rgAudit).values({
        uid: null,
        brandId: b.id,
        actor: 'seed',
        subject: 'profile',
        old: null,
        new: toView(row),
        createdAt: new Date(now),
      });
  }
}

export function toView(row: Omit<ProfileRow, 'brandId' | 'updatedAt'>): MarketProfile {
  return {
    pay_methods: row.payMethods ?? null,
    signup_bonus: row.signupBonus,
    deposit_bonus: row.depositBonus,
    min_age: row.minAge,
    identity: row.identity ?? null,
    required_limits: row.requiredLimits,
    limits_at_registration: row.limitsAtRegistration,
    reality_minutes: row.realityMinutes,
    session_clock: row.sessionClock,
    show_rtp: row.showRtp,
    risk_warnings: row.riskWarnings,
    real_money: row.realMoney,
  };
}

export async function profileOf(db: DbOrTx, brandId: string): Promise<MarketProfile> {
  const [row] = await db.select().from(marketProfiles).where(eq(marketProfiles.brandId, brandId));
  return toView(row ?? defaultProfile(brandId));
}

/** An operator's change of a brand's profile, audited (old and new). */
export async function setProfile(
  db: DbOrTx,
  brandId: string,
  actor: string,
  change: Partial<Omit<ProfileRow, 'brandId' | 'updatedAt'>>,
  now: number,
): Promise<MarketProfile> {
  forgetProfile(db, brandId);
  return db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(marketProfiles)
        .where(eq(marketProfiles.brandId, brandId))
        .for('update');
      const old = before ?? defaultProfile(brandId);
      const next = { ...old, ...change, brandId, updatedAt: new Date(now) };
      await tx
        .insert(marketProfiles)
        .values(next)
        .onConflictDoUpdate({ target: marketProfiles.brandId, set: { ...change, updatedAt: new Date(now) } });
      await tx.insert(rgAudit).values({
        uid: null,
        brandId,
        actor,
        subject: 'profile',
        old: toView(old),
        new: toView(next),
        createdAt: new Date(now),
      });
      return toView(next);
    })
    .finally(() => forgetProfile(db, brandId));
}
