/**
 * Ranking prizes (issue #17): when a day or a week closes in the brand's time zone, the players ranked
 * first by the period's settled turnover receive the prizes of their rank (core/loyalty/config.ts
 * rankPrizes), as cash from the promotions account.
 *
 * Once per period and rank, however often the job runs and on however many nodes: each brand's period is
 * one database transaction under a transaction-level advisory lock (one node pays it, the others skip);
 * each prize is a row unique per (brand, kind, period, rank) with its ledger transaction
 * `loyalty:rank:<brand>:<kind>:<period>:<rank>` in the same transaction; the finished period is recorded in
 * `loyalty_jobs`. A run killed half way rolls back whole, and the next run pays the period.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { BRANDS } from '../../core/brand/brands';
import type { CashbackKind, RankPrizes } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { maskName } from '../../core/loyalty/rules';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { loyaltyJobs, loyaltyRankPrizes } from '../db/schema-loyalty';
import { postTransaction } from '../ledger/ledger';
import { closedPeriod, type JobResult } from './cashback';
import { namesOf } from './history';
import { rankedOf } from './rank';

/** Pays one brand's closed period of a ranking, once. */
export async function payRankPeriod(
  db: Db,
  brandId: string,
  kind: CashbackKind,
  now: number,
): Promise<JobResult> {
  const config = loyaltyConfig(brandId);
  const period = closedPeriod(kind, brandId, now);
  const job = `rank:${kind}`;
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`loyalty:${job}:${brandId}`})) as ok`),
    );
    const done = await tx
      .select()
      .from(loyaltyJobs)
      .where(
        and(eq(loyaltyJobs.job, job), eq(loyaltyJobs.brandId, brandId), eq(loyaltyJobs.period, period.key)),
      );
    if (!lock?.ok || done.length) return { brandId, kind, period: period.key, written: 0, skipped: true };
    const prizes = config.rankPrizes[kind];
    const ranked = (await rankedOf(tx, brandId, config.currency, period)).slice(0, prizes.length);
    let written = 0;
    for (const [i, r] of ranked.entries()) {
      const amount = prizes[i]!;
      const [row] = await tx
        .insert(loyaltyRankPrizes)
        .values({
          brandId,
          kind,
          period: period.key,
          rank: i + 1,
          uid: r.uid,
          turnover: r.amount,
          amount,
          currency: config.currency,
          createdAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ id: loyaltyRankPrizes.id });
      if (!row) continue;
      await postTransaction(tx, {
        key: `loyalty:rank:${brandId}:${kind}:${period.key}:${i + 1}`,
        kind: 'loyalty_reward',
        ref: String(row.id),
        postings: [
          { account: { system: 'promotions', currency: config.currency }, amount: -amount },
          { account: { uid: r.uid, kind: 'cash', currency: config.currency }, amount },
        ],
        meta: { kind: 'rank', period: `${kind}:${period.key}`, rank: i + 1 },
      });
      written++;
    }
    await tx.insert(loyaltyJobs).values({ job, brandId, period: period.key }).onConflictDoNothing();
    return { brandId, kind, period: period.key, written, skipped: false };
  });
}

/** One pass over every brand and both rankings. */
export async function rankPrizePass(db: Db, now: number): Promise<JobResult[]> {
  const out: JobResult[] = [];
  for (const b of BRANDS) {
    for (const kind of ['day', 'week'] as const) out.push(await payRankPeriod(db, b.id, kind, now));
  }
  return out;
}

/** The prizes by rank and the winners of the last paid period of a kind. */
export async function rankPrizesView(
  db: DbOrTx,
  brandId: string,
  kind: CashbackKind,
  viewer: number | undefined,
): Promise<RankPrizes> {
  const config = loyaltyConfig(brandId);
  const [last] = await db
    .select({ period: loyaltyRankPrizes.period })
    .from(loyaltyRankPrizes)
    .where(and(eq(loyaltyRankPrizes.brandId, brandId), eq(loyaltyRankPrizes.kind, kind)))
    .orderBy(desc(loyaltyRankPrizes.period))
    .limit(1);
  const rows = last
    ? await db
        .select()
        .from(loyaltyRankPrizes)
        .where(
          and(
            eq(loyaltyRankPrizes.brandId, brandId),
            eq(loyaltyRankPrizes.kind, kind),
            eq(loyaltyRankPrizes.period, last.period),
          ),
        )
        .orderBy(loyaltyRankPrizes.rank)
    : [];
  const names = await namesOf(
    db,
    rows.map((r) => r.uid),
  );
  return {
    kind,
    currency: config.currency,
    prizes: [...config.rankPrizes[kind]],
    last_period: last?.period ?? null,
    winners: rows.map((r) => ({
      kind,
      period: r.period,
      rank: r.rank,
      name: maskName(names.get(r.uid) ?? ''),
      amount: r.amount,
      currency: r.currency,
      is_me: r.uid === viewer,
    })),
  };
}
