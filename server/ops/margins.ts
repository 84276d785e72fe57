/**
 * Trading: a league's margin (core/ops/league-margin.ts). The feed prices every brand's matches from one
 * catalogue, so like the games switch (games.ts) a margin change needs all brands in scope. The feed reads
 * `ops_league_margins` at every tick (feed/simulator.ts): the league's next repricing round uses it.
 */
import { asc, eq } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import type {
  OpsLeagueMargin,
  OpsLeagueMarginEdit,
  OpsLeagueMarginList,
} from '../../core/contract/schemas/ops-trading';
import {
  DEFAULT_MARGIN_BP,
  MAX_MARGIN_BP,
  MIN_MARGIN_BP,
  isValidMarginBp,
} from '../../core/ops/league-margin';
import type { Db } from '../db/database';
import { leagues } from '../db/schema';
import { opsLeagueMargins } from '../db/schema-trading';
import { ApiFailure } from '../http/failure';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { coversAllBrands } from './games';
import { forbidden } from './route';

export async function listLeagueMargins(db: Db): Promise<OpsLeagueMarginList> {
  const rows = await db
    .select({
      league_id: leagues.id,
      league: leagues.name,
      sport_id: leagues.sportId,
      bp: opsLeagueMargins.marginBp,
    })
    .from(leagues)
    .leftJoin(opsLeagueMargins, eq(opsLeagueMargins.leagueId, leagues.id))
    .orderBy(asc(leagues.sportId), asc(leagues.name));
  return {
    list: rows.map(({ bp, ...r }) => ({ ...r, margin_bp: bp ?? DEFAULT_MARGIN_BP, custom: bp !== null })),
    min_bp: MIN_MARGIN_BP,
    max_bp: MAX_MARGIN_BP,
    default_bp: DEFAULT_MARGIN_BP,
  };
}

export async function setLeagueMargin(
  db: Db,
  op: Operator,
  input: OpsLeagueMarginEdit,
  now: number,
): Promise<OpsLeagueMargin> {
  if (!isValidMarginBp(input.margin_bp))
    throw new ApiFailure(
      400,
      OpsDmError.OpsMarginInvalid,
      `A margin is between ${MIN_MARGIN_BP / 100} % and ${MAX_MARGIN_BP / 100} %.`,
    );
  if (!coversAllBrands(op))
    throw forbidden('Every brand is priced from one feed: a league margin needs all brands in scope.');
  return db.transaction(async (tx) => {
    const [league] = await tx
      .select({ id: leagues.id, name: leagues.name, sportId: leagues.sportId })
      .from(leagues)
      .where(eq(leagues.id, input.league_id));
    if (!league) throw new ApiFailure(404, OpsDmError.OpsMarginInvalid, 'No such league.');
    const [before] = await tx
      .select({ bp: opsLeagueMargins.marginBp })
      .from(opsLeagueMargins)
      .where(eq(opsLeagueMargins.leagueId, league.id))
      .for('update');
    const row = { marginBp: input.margin_bp, operatorId: op.id, updatedAt: new Date(now) };
    await tx
      .insert(opsLeagueMargins)
      .values({ leagueId: league.id, ...row })
      .onConflictDoUpdate({ target: opsLeagueMargins.leagueId, set: row });
    await appendAudit(
      tx,
      op,
      {
        brandId: null,
        action: 'trading.margin',
        target: `league:${league.id}`,
        before: { margin_bp: before?.bp ?? DEFAULT_MARGIN_BP },
        after: { margin_bp: input.margin_bp, reason: input.reason },
      },
      now,
    );
    return {
      league_id: league.id,
      league: league.name,
      sport_id: league.sportId,
      margin_bp: input.margin_bp,
      custom: true,
    };
  });
}
