/**
 * Brazil's market profile forbids deposit bonuses (server/rg/profiles.ts, server/promotions/market.ts), and
 * the Brazilian demo brand is the one the deposit flows are tested on (PIX, the sandbox provider, the seeded
 * campaigns). The tests of the deposit-bonus engine edit the brand's profile to allow them, as an operator
 * of a market that allows them would; the rule itself is tested in promotions-periods-market.test.ts.
 */
import type { DbOrTx } from '../../../server/db/database';
import { setProfile } from '../../../server/rg/profiles';

export async function allowDepositBonuses(db: DbOrTx, now: number, brandId = 'br'): Promise<void> {
  await setProfile(db, brandId, 'test', { depositBonus: true }, now);
}
