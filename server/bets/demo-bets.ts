/**
 * The demo player's open bets (server/db/seed/demo-player.ts), placed once at the first start through the
 * real placement (placeBets: checks, stake debited in the ledger, order and leg rows), so /bet-record shows
 * what a bet slip turns into: a single and a double on the home side of the first matches that have not
 * started, at the odds of that moment. Runs after the sports seed (the matches must exist). Idempotent: the
 * placement key is looked up first; a later start adds nothing. No match with an open market (an operator
 * emptied the catalogue): nothing is placed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { rowsOf } from '../db/rows';
import { betOrders, MatchStatus } from '../db/schema';
import { users } from '../db/schema-accounts';
import { DEMO_PLAYER } from '../db/seed/demo-player';
import { ApiFailure } from '../http/failure';
import { placeBets } from './place';

/** Market kind 1 (type % 1000): the match winner, the main market of every sport. */
const WINNER_KIND = 1;
const HOME = 1;

export const DEMO_BETS = { key: 'seed-demo-bets-1', single: 2_000, double: 1_000, currency: 'BRL' } as const;
/** What the demo bets take from the demo's cash. */
export const DEMO_BETS_STAKE = DEMO_BETS.single + DEMO_BETS.double;

interface Pick {
  match_id: number;
  market_id: number;
  odds_milli: number;
}

export async function seedDemoBets(tx: Tx, now: number): Promise<void> {
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  if (!demo) return;
  const [placed] = await tx
    .select({ id: betOrders.id })
    .from(betOrders)
    .where(and(eq(betOrders.uid, demo.id), eq(betOrders.key, DEMO_BETS.key)))
    .limit(1);
  if (placed) return;
  // One open winner market per match, the soonest first: three different matches for a single and a double.
  const picks = rowsOf<Pick>(
    await tx.execute(sql`
      select distinct on (m.begin_at, m.id) m.id as match_id, mk.id as market_id, o.odds_milli
      from matches m
      join markets mk on mk.match_id = m.id and mk.status = 1 and mk.market_type % 1000 = ${WINNER_KIND}
      join options o on o.market_id = mk.id and o.outcome_type = ${HOME} and not o.locked
      where m.status = ${MatchStatus.NotStarted} and o.odds_milli > 1000
      order by m.begin_at, m.id, mk.id
      limit 3`),
  );
  if (picks.length < 3) return;
  const sel = (p: Pick) => ({
    matchId: Number(p.match_id),
    marketId: Number(p.market_id),
    ty: HOME,
    od: Number(p.odds_milli) / 1000,
  });
  try {
    // placeBets writes in its own statement or (free bet) transaction: a savepoint inside this one.
    await placeBets(
      { db: tx as unknown as Db, now: () => now },
      {
        uid: demo.id,
        brandId: DEMO_PLAYER.brandId,
        currency: DEMO_BETS.currency,
        key: DEMO_BETS.key,
        acceptOdds: 'any',
        orders: [
          { kind: 'single_bet', stakePerLine: DEMO_BETS.single, selections: [sel(picks[0]!)] },
          { kind: 'bet_multi', stakePerLine: DEMO_BETS.double, selections: [sel(picks[1]!), sel(picks[2]!)] },
        ],
      },
    );
  } catch (err) {
    // A refused placement (limits an operator set, a market closed meanwhile) leaves nothing: no demo bets.
    if (!(err instanceof ApiFailure)) throw err;
  }
}
