/**
 * Cashback, week and day: when a period closes (in the brand's time zone), the period job computes each
 * player's net loss (settled stakes minus returns), the rate of their VIP level and the amount, one row per
 * player and period; the player then receives it once (claim `cash_back`, period `<kind>:<period>`).
 *
 * The job is restartable: each brand's period is one database transaction under a transaction-level
 * advisory lock (one node computes it; the others skip), rows are unique per (uid, kind, period), and the
 * finished period is recorded, so a second run, or a run after a crash, adds nothing and pays nothing twice.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { BRANDS } from '../../core/brand/brands';
import type { Cashback, CashbackKind } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { dayOf, weekOf, type Period } from '../../core/loyalty/period';
import { cashbackOf } from '../../core/loyalty/rules';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { loyaltyCashback, loyaltyJobs } from '../db/schema-loyalty';
import { brandActivity, playerActivity } from './history';
import { claimedKeys, notEarned, receiveOnce } from './receive';
import { standingOf } from './vip';

const periodOf = (kind: CashbackKind) => (kind === 'week' ? weekOf : dayOf);

/** The last closed period of a kind at `now`. */
export function closedPeriod(kind: CashbackKind, brandId: string, now: number): Period {
  const tz = loyaltyConfig(brandId).timeZone;
  const of = periodOf(kind);
  return of(of(now, tz).start - 1, tz);
}

export interface JobResult {
  brandId: string;
  kind: CashbackKind;
  period: string;
  /** Rows written by this run (0 when the period was already done or another node has it). */
  written: number;
  skipped: boolean;
}

/** Computes one brand's closed period, once. */
export async function closeCashbackPeriod(
  db: Db,
  brandId: string,
  kind: CashbackKind,
  now: number,
): Promise<JobResult> {
  const config = loyaltyConfig(brandId);
  const period = closedPeriod(kind, brandId, now);
  const job = `cashback:${kind}`;
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
    let written = 0;
    for (const a of await brandActivity(tx, brandId, config.currency, period)) {
      const netLoss = a.sports + a.casino - a.returned;
      if (netLoss <= 0) continue;
      const { level } = await standingOf(tx, a.uid, brandId);
      const rateBps = config.levels[level]!.cashbackBps;
      const amount = cashbackOf(netLoss, rateBps);
      if (amount <= 0) continue;
      const inserted = await tx
        .insert(loyaltyCashback)
        .values({
          uid: a.uid,
          brandId,
          kind,
          period: period.key,
          currency: config.currency,
          netLoss,
          rateBps,
          amount,
        })
        .onConflictDoNothing()
        .returning({ id: loyaltyCashback.id });
      written += inserted.length;
    }
    await tx.insert(loyaltyJobs).values({ job, brandId, period: period.key }).onConflictDoNothing();
    return { brandId, kind, period: period.key, written, skipped: false };
  });
}

/** One pass of the period job over every brand and both kinds. */
export async function cashbackPass(db: Db, now: number): Promise<JobResult[]> {
  const out: JobResult[] = [];
  for (const b of BRANDS) {
    for (const kind of ['day', 'week'] as const) out.push(await closeCashbackPeriod(db, b.id, kind, now));
  }
  return out;
}

export async function cashbackView(
  db: DbOrTx,
  uid: number,
  brandId: string,
  kind: CashbackKind,
  now: number,
): Promise<Cashback> {
  const config = loyaltyConfig(brandId);
  const current = periodOf(kind)(now, config.timeZone);
  const [activity, standing, rows, claimed] = await Promise.all([
    playerActivity(db, uid, config.currency, current),
    standingOf(db, uid, brandId),
    db
      .select()
      .from(loyaltyCashback)
      .where(and(eq(loyaltyCashback.uid, uid), eq(loyaltyCashback.kind, kind)))
      .orderBy(desc(loyaltyCashback.period))
      .limit(10),
    claimedKeys(db, uid, ['cash_back']),
  ]);
  const netLoss = Math.max(0, activity.sports + activity.casino - activity.returned);
  const rate = config.levels[standing.level]!.cashbackBps;
  return {
    kind,
    currency: config.currency,
    current: {
      period: current.key,
      end: current.end,
      net_loss: netLoss,
      rate,
      estimate: cashbackOf(netLoss, rate),
    },
    list: rows.map((r) => ({
      period: r.period,
      net_loss: r.netLoss,
      rate: r.rateBps,
      amount: r.amount,
      status: claimed.has(`cash_back|${kind}:${r.period}`) ? 2 : 1,
    })),
  };
}

export async function receiveCashback(
  db: Db,
  who: { uid: number; brandId: string },
  kind: CashbackKind,
  period: string,
  now: number,
) {
  const [row] = await db
    .select()
    .from(loyaltyCashback)
    .where(
      and(
        eq(loyaltyCashback.uid, who.uid),
        eq(loyaltyCashback.kind, kind),
        eq(loyaltyCashback.period, period),
      ),
    );
  if (!row) throw notEarned('No cashback for this period');
  return receiveOnce(
    db,
    { ...who, kind: 'cash_back', period: `${kind}:${period}`, amount: row.amount, currency: row.currency },
    now,
  );
}
