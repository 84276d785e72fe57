/**
 * The margins traders set per league (ops_league_margins, server/ops/margins.ts), read by the simulator at
 * every tick: one small table, so a change reaches the league's next repricing round. Leagues without a row
 * are priced at core/sport/pricing's MARGIN.
 */
import { marginMultiplier } from '../../core/ops/league-margin';
import type { DbOrTx } from '../db/database';
import { opsLeagueMargins } from '../db/schema-trading';

/** League id -> the pricing multiplier (1.05 for 5 %). */
export type LeagueMargins = ReadonlyMap<number, number>;

export async function loadLeagueMargins(db: DbOrTx): Promise<LeagueMargins> {
  const rows = await db
    .select({ leagueId: opsLeagueMargins.leagueId, bp: opsLeagueMargins.marginBp })
    .from(opsLeagueMargins);
  return new Map(rows.map((r) => [r.leagueId, marginMultiplier(r.bp)]));
}
