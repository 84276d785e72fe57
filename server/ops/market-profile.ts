/**
 * Configuration: a brand's market profile (responsible gaming, server/rg/profiles.ts) edited in the console,
 * with the licence's profile (`defaultProfile`, the code table) as a floor: stricter is allowed, looser is
 * refused (7072) naming the fields (core/rg/profile-floor.ts). The change goes through `setProfile` (its
 * rg_audit row) and the console's audit, both in one transaction; the players' next calls read it.
 */
import { brandById } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsMarketProfile, OpsMarketProfileEdit } from '../../core/contract/schemas/ops-config';
import { isLimitKey } from '../../core/rg/limits';
import { EDITABLE_PROFILE_FIELDS, looserFields, type ProfileEdit } from '../../core/rg/profile-floor';
import type { Db } from '../db/database';
import { ApiFailure } from '../http/failure';
import { forgetProfile } from '../rg/play-money';
import { defaultProfile, profileOf, setProfile, toView } from '../rg/profiles';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { requireBrand } from './route';

function brandOf(op: Operator, id: string) {
  requireBrand(op, id);
  const brand = brandById(id);
  if (!brand) throw new ApiFailure(404, OpsDmError.OpsConfigInvalid, 'No such brand.');
  return brand;
}

const legalOf = (brandId: string) => toView(defaultProfile(brandId));

export async function readMarketProfile(db: Db, op: Operator, brandId: string): Promise<OpsMarketProfile> {
  const brand = brandOf(op, brandId);
  return { brand: brand.id, profile: await profileOf(db, brand.id), legal: legalOf(brand.id) };
}

export async function editMarketProfile(
  db: Db,
  op: Operator,
  input: OpsMarketProfileEdit,
  now: number,
): Promise<OpsMarketProfile> {
  const brand = brandOf(op, input.brand);
  const bad = input.required_limits.find((k) => !isLimitKey(k));
  if (bad) throw new ApiFailure(400, OpsDmError.OpsConfigInvalid, `Unknown limit ${bad.slice(0, 32)}.`);
  const edit = Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((f) => [f, input[f]])) as ProfileEdit;
  edit.required_limits = [...new Set(edit.required_limits)];
  const legal = legalOf(brand.id);
  const looser = looserFields(legal, edit);
  if (looser.length > 0)
    throw new ApiFailure(
      400,
      OpsDmError.OpsProfileLooser,
      `Looser than the market's legal profile: ${looser.join(', ')}. Rules may only be made stricter.`,
    );
  try {
    const profile = await db.transaction(async (tx) => {
      const before = await profileOf(tx, brand.id);
      const after = await setProfile(
        tx,
        brand.id,
        `ops:${op.id}`,
        {
          signupBonus: edit.signup_bonus,
          depositBonus: edit.deposit_bonus,
          minAge: edit.min_age,
          requiredLimits: edit.required_limits,
          limitsAtRegistration: edit.limits_at_registration,
          realityMinutes: edit.reality_minutes,
          sessionClock: edit.session_clock,
          showRtp: edit.show_rtp,
          riskWarnings: edit.risk_warnings,
        },
        now,
      );
      await appendAudit(
        tx,
        op,
        {
          brandId: brand.id,
          action: 'config.market_profile',
          target: `brand:${brand.id}`,
          before,
          after: { ...after, reason: input.reason },
        },
        now,
      );
      return after;
    });
    return { brand: brand.id, profile, legal };
  } finally {
    // setProfile forgot the cache of the transaction's handle; the play-money cache is the database's.
    forgetProfile(db, brand.id);
  }
}
