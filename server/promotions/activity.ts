/**
 * Activity campaigns (issue #16, /activity/*): what a player has done in a campaign's period and what it
 * earns, and the claim (POST user/draw) that grants it as bonus money on the ledger.
 *
 * - daily_deposit: granted by the deposit callback (deposit.ts), once per day of the brand's time zone; here only its progress.
 * - total_deposit: tiers over every paid deposit in the campaign's run, each tier once (`tier:<i>`).
 * - bet_reward: tiers over this week's settled cash stakes (`bet:<week>:<i>`).
 * - daily_cash / week_cash: a percent of yesterday's / last week's net loss on settled cash bets
 *   (`cash-day:<day>` / `cash-week:<week>`), claimable until the next period ends.
 * - real_time: a percent of the stakes settled since the last claim (`rt:<last claim ms>`).
 * - christmas: a fixed gift once per season to a player who deposited its minimum in the season.
 *
 * Each grant's source key is unique per player and campaign (player_bonuses_once), so two parallel claims
 * grant once: the second inserts nothing and is refused with nothing changed.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import { SettleResult } from '../../core/contract/schemas/bets';
import type { ActivityProgress, DrawResult } from '../../core/contract/schemas/promotions';
import { cashbackOf, dayKey, shareOf, tiersReached } from '../../core/promotions/rewards';
import type { CampaignKind, CampaignRules } from '../../core/promotions/types';
import type { Db, DbOrTx } from '../db/database';
import { betOrders } from '../db/schema-bets';
import { payOrders } from '../db/schema-payments';
import { playerBonuses, promoCampaigns } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';
import { isServed, rulesOf, type CampaignRow } from './campaigns';
import { grantBonus } from './grant';
import { bonusRules, kindAllowed } from './market';
import { brandTimeZone, periodsAt } from './periods';
import { bonusItems, type BonusRow } from './views';

export const NO_PROGRESS: ActivityProgress = {
  current: 0,
  claimable: 0,
  tiers_done: [],
  period_start: 0,
  period_end: 0,
  claimed: false,
};

/** What a claim would grant: one bonus per source key. */
interface Due {
  sourceRef: string;
  amount: number;
}

interface Standing {
  progress: ActivityProgress;
  due: Due[];
}

const num = (v: unknown) => Number(v ?? 0);

/** Paid deposits of the player in [from, to) (to 0: up to now). */
export async function depositsIn(
  db: DbOrTx,
  uid: number,
  currency: string,
  from: number,
  to: number,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${payOrders.amount}), 0)` })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.uid, uid),
        eq(payOrders.direction, 'payin'),
        eq(payOrders.state, 'paid'),
        eq(payOrders.currency, currency),
        gte(payOrders.finishedAt, new Date(from)),
        to > 0 ? lt(payOrders.finishedAt, new Date(to)) : undefined,
      ),
    );
  return num(row?.sum);
}

/** Settled cash bets of the player with settledAt in (after, upTo]: stakes that counted and what came back. */
export async function settledIn(
  db: DbOrTx,
  uid: number,
  currency: string,
  after: number,
  upTo: number,
): Promise<{ stakes: number; returned: number }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${betOrders.stake}), 0)`,
      returned: sql<string>`coalesce(sum(${betOrders.payout}), 0)`,
    })
    .from(betOrders)
    .where(
      and(
        eq(betOrders.uid, uid),
        eq(betOrders.currency, currency),
        isNull(betOrders.freeBetId),
        // A refunded bet (cancel, push) neither counts as a stake nor as a loss.
        inArray(betOrders.result, [
          SettleResult.Lose,
          SettleResult.Win,
          SettleResult.WinHalf,
          SettleResult.LoseHalf,
        ]),
        gt(betOrders.settledAt, new Date(after)),
        lte(betOrders.settledAt, new Date(upTo)),
      ),
    );
  return { stakes: num(row?.stakes), returned: num(row?.returned) };
}

function tiered(
  rules: CampaignRules,
  current: number,
  have: ReadonlySet<string>,
  keyOf: (i: number) => string,
  period: { start: number; end: number },
): Standing {
  const reached = tiersReached(rules.tiers, current);
  const done = reached.filter((i) => have.has(keyOf(i)));
  const due = reached
    .filter((i) => !have.has(keyOf(i)))
    .map((i) => ({ sourceRef: keyOf(i), amount: rules.tiers[i]!.amount }));
  return {
    progress: {
      current,
      claimable: due.reduce((s, d) => s + d.amount, 0),
      tiers_done: done,
      period_start: period.start,
      period_end: period.end,
      claimed: reached.length > 0 && due.length === 0,
    },
    due,
  };
}

function single(
  current: number,
  sourceRef: string,
  amount: number,
  have: ReadonlySet<string>,
  period: { start: number; end: number },
): Standing {
  const claimed = have.has(sourceRef);
  const due = !claimed && amount > 0 ? [{ sourceRef, amount }] : [];
  return {
    progress: {
      current,
      claimable: due.length > 0 ? amount : 0,
      tiers_done: [],
      period_start: period.start,
      period_end: period.end,
      claimed,
    },
    due,
  };
}

/** The player's standing in one campaign now (`mine`: their bonuses from it). */
export async function standingOf(
  db: DbOrTx,
  c: CampaignRow,
  uid: number,
  currency: string,
  mine: readonly BonusRow[],
  now: number,
): Promise<Standing> {
  const rules = rulesOf(c.rules);
  const have = new Set(mine.map((b) => b.sourceRef));
  const start = c.startsAt ? c.startsAt.getTime() : 0;
  const end = c.endsAt ? c.endsAt.getTime() : 0;
  // Days and weeks cut at the brand's local midnight (periods.ts).
  const p = periodsAt(now, await brandTimeZone(db, c.brandId));
  switch (c.kind as CampaignKind) {
    case 'daily_deposit': {
      const current = await depositsIn(db, uid, currency, p.today.start, 0);
      const claimed = have.has(`day:${p.today.key}`);
      return {
        progress: {
          ...NO_PROGRESS,
          current,
          period_start: p.today.start,
          period_end: p.today.end,
          claimed,
        },
        due: [],
      };
    }
    case 'total_deposit': {
      const current = await depositsIn(db, uid, currency, start, end);
      return tiered(rules, current, have, (i) => `tier:${i}`, { start, end });
    }
    case 'bet_reward': {
      const { stakes } = await settledIn(db, uid, currency, p.week.start - 1, now);
      return tiered(rules, stakes, have, (i) => `bet:${p.week.key}:${i}`, {
        start: p.week.start,
        end: p.week.end,
      });
    }
    case 'daily_cash':
    case 'week_cash': {
      const daily = c.kind === 'daily_cash';
      const period = daily ? p.yesterday : p.lastWeek;
      const from = period.start;
      const to = period.end;
      const s = await settledIn(db, uid, currency, from - 1, to - 1);
      const amount = cashbackOf(rules.percent, s.stakes, s.returned, rules.cap);
      const key = `${daily ? 'cash-day' : 'cash-week'}:${period.key}`;
      return single(s.stakes - s.returned, key, amount, have, { start: from, end: to });
    }
    case 'real_time': {
      const last = Math.max(
        start,
        ...mine.filter((b) => b.sourceRef.startsWith('rt:')).map((b) => b.grantedAt.getTime()),
      );
      const { stakes } = await settledIn(db, uid, currency, last, now);
      const amount = shareOf(rules.percent, stakes, rules.cap);
      const st = single(stakes, `rt:${last}`, amount, have, { start: last, end: 0 });
      return { ...st, progress: { ...st.progress, claimed: false } };
    }
    case 'christmas': {
      const current = await depositsIn(db, uid, currency, start, end);
      const amount = current >= Math.max(1, rules.minDeposit) ? rules.amount : 0;
      return single(current, `xmas:${dayKey(start)}`, amount, have, { start, end });
    }
    default:
      return { progress: NO_PROGRESS, due: [] };
  }
}

const fail = (code: number, message: string) => new ApiFailure(400, code, message);

export interface Claimer {
  uid: number;
  brand: BrandConfig;
  currency: string;
}

/** POST user/draw: grants what the campaign owes the player now, each as a bonus, in one transaction. */
export async function claimActivity(
  db: Db,
  p: Claimer,
  activityId: number,
  now: number,
): Promise<DrawResult> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(promoCampaigns)
      .where(and(eq(promoCampaigns.id, activityId), eq(promoCampaigns.brandId, p.brand.id)));
    if (!c || !c.enabled || !kindAllowed(p.brand, await bonusRules(tx, p.brand.id), c.kind))
      throw fail(DmError.ActivityNotFound, 'No such promotion');
    if (!isServed(c, now) || (c.startsAt && c.startsAt.getTime() > now))
      throw fail(DmError.ActivityNotRunning, 'This promotion is not running now');
    const mine = await tx
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.uid, p.uid), eq(playerBonuses.campaignId, c.id)))
      .orderBy(desc(playerBonuses.id));
    const { due } = await standingOf(tx, c, p.uid, p.currency, mine, now);
    const rules = rulesOf(c.rules);
    const granted: BonusRow[] = [];
    for (const d of due) {
      const g = await grantBonus(tx, {
        uid: p.uid,
        brandId: p.brand.id,
        campaign: c,
        rules,
        currency: p.currency,
        amount: d.amount,
        sourceRef: d.sourceRef,
        now,
      });
      if (!g) continue;
      await postTransaction(tx, g.movement);
      granted.push(g.bonus);
    }
    if (granted.length === 0) throw fail(DmError.ActivityNothingToClaim, 'Nothing to claim right now');
    return {
      granted: await bonusItems(tx, granted),
      amount: granted.reduce((s, b) => s + b.amount, 0),
    };
  });
}

/** user/draw_records: the player's bonuses from activity campaigns (not first deposit, register or codes). */
export async function drawRecords(db: DbOrTx, uid: number, brandId: string, limit = 50): Promise<BonusRow[]> {
  const campaigns = await db
    .select({ id: promoCampaigns.id, kind: promoCampaigns.kind })
    .from(promoCampaigns)
    .where(eq(promoCampaigns.brandId, brandId));
  const ids = campaigns
    .filter((c) => !['first_deposit', 'register', 'redeem'].includes(c.kind))
    .map((c) => c.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.uid, uid), inArray(playerBonuses.campaignId, ids)))
    .orderBy(desc(playerBonuses.id))
    .limit(limit);
}
