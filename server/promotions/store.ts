/** The player's reads: bonus list per tab, base info, tips, new messages, activities and the deposit offer. */
import { isPlayCurrency } from '../../core/rg/play';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type {
  ActivityItem,
  BonusBaseInfo,
  BonusList,
  BonusListQuery,
  BonusNewMessage,
  BonusTips,
  RechargeActivity,
} from '../../core/contract/schemas/promotions';
import { BonusState } from '../../core/promotions/types';
import type { BrandConfig } from '../../core/brand/brands';
import type { Db, DbOrTx } from '../db/database';
import { users } from '../db/schema-accounts';
import { payOrders } from '../db/schema-payments';
import { playerBonuses } from '../db/schema-promotions';
import { playerBalance, postTransaction } from '../ledger/ledger';
import { NO_PROGRESS, standingOf } from './activity';
import { liveCampaign, rulesOf, rulesView, servedCampaigns, type CampaignRow } from './campaigns';
import { expireDue } from './expire';
import { bonusRules, kindAllowed, type BonusRules } from './market';
import { grantBonus } from './grant';
import { welcomeOfferAbused } from './abuse';
import { newFreeRoundGrant } from './free-rounds';
import { bonusItems } from './views';
import { newBoosterId } from './boosters';

export interface PromoPlayer {
  uid: number;
  brand: BrandConfig;
  currency: string;
}

const AVAILABLE = [BonusState.Locked, BonusState.Unlocking];
const UNAVAILABLE = [BonusState.Unlocked, BonusState.Expired];

/** A campaign the market allows (market.ts: the fixed list and the brand's market profile). */
const offered = (brand: BrandConfig, rules: BonusRules, c: CampaignRow) => kindAllowed(brand, rules, c.kind);

/** Expires the player's due bonuses and grants the register bonus where the brand offers one. */
export async function refresh(db: Db, p: PromoPlayer, now: number): Promise<void> {
  await expireDue(db, now, p.uid);
  // Play-money mode (issue #21, server/rg/play-money.ts): no bonuses, not even in chips.
  if (!isPlayCurrency(p.currency)) await ensureRegisterBonus(db, p, now);
}

/** The register bonus (plan B): once, to a player with an account (not a guest), where the market allows it. */
export async function ensureRegisterBonus(db: Db, p: PromoPlayer, now: number): Promise<void> {
  const campaign = await liveCampaign(db, p.brand.id, 'register', now);
  if (!campaign || !offered(p.brand, await bonusRules(db, p.brand.id), campaign)) return;
  const [had] = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.uid, p.uid), eq(playerBonuses.campaignId, campaign.id)))
    .limit(1);
  if (had) return;
  const [user] = await db.select({ visitor: users.visitor }).from(users).where(eq(users.id, p.uid));
  if (!user || user.visitor) return;
  // One sign-up bonus per device, a few per address in a window (abuse.ts).
  if (await welcomeOfferAbused(db, p.uid, p.brand.id, campaign.id, now)) return;
  const rules = rulesOf(campaign.rules);
  await db.transaction(async (tx) => {
    const granted = await grantBonus(tx, {
      uid: p.uid,
      brandId: p.brand.id,
      campaign,
      rules,
      currency: p.currency,
      amount: rules.amount,
      sourceRef: 'register',
      now,
    });
    if (granted) await postTransaction(tx, granted.movement);
  });
}

export async function listBonuses(db: DbOrTx, p: PromoPlayer, q: BonusListQuery): Promise<BonusList> {
  const tab = q.tab ?? 'available';
  const size = q.page_size ?? 10;
  // An id that fits a bigint (and a JS number); anything else is not one of our cursors: the first page.
  const before = q.cursor && /^\d{1,15}$/.test(q.cursor) ? Number(q.cursor) : undefined;
  const rows = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, p.uid),
        inArray(playerBonuses.state, tab === 'available' ? AVAILABLE : UNAVAILABLE),
        before ? lt(playerBonuses.id, before) : undefined,
      ),
    )
    .orderBy(desc(playerBonuses.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const has_more = rows.length > size;
  return {
    tab,
    list: await bonusItems(db, page),
    has_more,
    cursor: has_more ? String(page[page.length - 1]!.id) : '',
  };
}

export async function baseInfo(db: DbOrTx, p: PromoPlayer): Promise<BonusBaseInfo> {
  const active = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, p.uid),
        eq(playerBonuses.currency, p.currency),
        inArray(playerBonuses.state, AVAILABLE),
      ),
    );
  const unlocking = active.find((b) => b.state === BonusState.Unlocking);
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${playerBonuses.amount}), 0)` })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.uid, p.uid),
        eq(playerBonuses.currency, p.currency),
        eq(playerBonuses.state, BonusState.Unlocked),
      ),
    );
  const balance = await playerBalance(db, p.uid, p.currency);
  return {
    currency: p.currency,
    bonus_balance: balance.bonus,
    unlocking: unlocking ? (await bonusItems(db, [unlocking]))[0]! : null,
    available_count: active.length,
    total_unlocked: Number(total?.sum ?? 0),
  };
}

export async function tips(db: DbOrTx, p: PromoPlayer): Promise<BonusTips> {
  const active = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.uid, p.uid), inArray(playerBonuses.state, AVAILABLE)));
  const items = await bonusItems(db, active);
  return { available: items.length, claimable: items.filter((b) => b.can_unlock).length };
}

/**
 * new_bonus: the newest bonus not yet shown; unlock_bonus: one whose wagering is done; free_round_bonus: the
 * newest free-rounds grant not yet shown. `ack` (bonuses) and `ackFreeRounds` (grants) mark them shown.
 */
export async function newMessage(
  db: Db,
  p: PromoPlayer,
  ack: readonly number[],
  ackFreeRounds: readonly number[],
  now: number,
): Promise<BonusNewMessage> {
  if (ack.length > 0)
    await db
      .update(playerBonuses)
      .set({ seen: true })
      .where(and(eq(playerBonuses.uid, p.uid), inArray(playerBonuses.id, [...ack])));
  const active = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.uid, p.uid), inArray(playerBonuses.state, AVAILABLE)))
    .orderBy(desc(playerBonuses.id));
  const items = await bonusItems(db, active);
  const fresh = active.find((b) => !b.seen);
  return {
    new_bonus: fresh?.id ?? 0,
    unlock_bonus: items.find((b) => b.can_unlock)?.bonus_id ?? 0,
    new_bonus_boost: await newBoosterId(db, p.uid, now),
    free_round_bonus: await newFreeRoundGrant(db, p.uid, ackFreeRounds, now),
  };
}

/**
 * Every campaign the market allows that has not ended (a seasonal one before its start as state 0), with
 * the player's newest bonus from it and their standing in its current period (when signed in).
 */
export async function activities(
  db: DbOrTx,
  brand: BrandConfig,
  uid: number | null,
  now: number,
  currency: string = brand.currency,
): Promise<ActivityItem[]> {
  const rules = await bonusRules(db, brand.id);
  const campaigns = (await servedCampaigns(db, brand.id, now)).filter((c) => offered(brand, rules, c));
  if (campaigns.length === 0) return [];
  const mine =
    uid === null
      ? []
      : await db
          .select()
          .from(playerBonuses)
          .where(
            and(
              eq(playerBonuses.uid, uid),
              inArray(
                playerBonuses.campaignId,
                campaigns.map((c) => c.id),
              ),
            ),
          )
          .orderBy(desc(playerBonuses.id));
  const items = await bonusItems(db, mine);
  // A player who has deposited before is past the first-deposit offer (done for them, bonus or not).
  const deposited =
    uid !== null &&
    campaigns.some((c) => c.kind === 'first_deposit') &&
    (
      await db
        .select({ id: payOrders.id })
        .from(payOrders)
        .where(and(eq(payOrders.uid, uid), eq(payOrders.direction, 'payin'), eq(payOrders.state, 'paid')))
        .limit(1)
    ).length > 0;
  const out: ActivityItem[] = [];
  for (const c of campaigns) {
    const bonus = items.find((_, i) => mine[i]!.campaignId === c.id) ?? null;
    const started = !c.startsAt || c.startsAt.getTime() <= now;
    const progress =
      uid === null || !started
        ? NO_PROGRESS
        : (
            await standingOf(
              db,
              c,
              uid,
              currency,
              mine.filter((b) => b.campaignId === c.id),
              now,
            )
          ).progress;
    const once = c.kind === 'first_deposit' || c.kind === 'register' || c.kind === 'christmas';
    const done = !started
      ? false
      : c.kind === 'first_deposit'
        ? bonus !== null || deposited
        : once
          ? bonus !== null
          : c.kind === 'daily_deposit' && progress.claimed;
    out.push({
      activity_id: c.id,
      kind: c.kind,
      slug: c.slug,
      state: !started ? 0 : done ? 2 : 1,
      currency: brand.currency,
      rules: rulesView(rulesOf(c.rules)),
      starts_at: c.startsAt ? c.startsAt.getTime() : 0,
      ends_at: c.endsAt ? c.endsAt.getTime() : 0,
      bonus,
      progress,
    });
  }
  return out;
}

export async function rechargeActivity(
  db: DbOrTx,
  brand: BrandConfig,
  uid: number,
  now: number,
): Promise<RechargeActivity> {
  const list = await activities(db, brand, uid, now);
  const first = list.find((a) => a.kind === 'first_deposit') ?? null;
  return { eligible: first !== null && first.state === 1, activity: first };
}
