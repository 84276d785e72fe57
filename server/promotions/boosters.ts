/**
 * Boosters (issue #16, SPEC "booost list / use"): cards granted by the campaign rules (promo_boosters.grant_on:
 * a bonus of one of those campaign kinds brings the card), listed, and used once before they expire on one of
 * the player's active bonuses: a value boost moves its extra money promotions -> player bonus (ledger key
 * `bonus:boost:<card id>`), a speed boost cuts the wagering still required. The card row and the bonus row are
 * locked (card first, then bonus, then the ledger: the unlock and expiry lock the bonus before the ledger too),
 * so two parallel uses of one card apply once, and a use racing an expiry or an unlock ends in one state.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { BoosterItem, BoosterList, BoosterUseResult } from '../../core/contract/schemas/promotions';
import {
  boostedRequirement,
  boostValue,
  BoosterState,
  type BoosterKind,
} from '../../core/promotions/boosters';
import { BonusState, type CampaignKind } from '../../core/promotions/types';
import type { Db, Tx } from '../db/database';
import { playerBoosters, promoBoosters } from '../db/schema-boosters';
import { playerBonuses } from '../db/schema-promotions';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';
import { bonusItems, wageredOf, type BonusRow } from './views';

const DAY_MS = 86_400_000;
const fail = (code: number, message: string) => new ApiFailure(400, code, message);

type CardRow = typeof playerBoosters.$inferSelect;
type BoosterRow = typeof promoBoosters.$inferSelect;

export const boostMovement = (
  cardId: number,
  b: Pick<BonusRow, 'id' | 'uid' | 'currency'>,
  extra: number,
) => ({
  key: `bonus:boost:${cardId}`,
  kind: 'bonus_boost',
  ref: `bonus:${b.id}`,
  postings: [
    { account: { system: 'promotions' as const, currency: b.currency }, amount: -extra },
    { account: { uid: b.uid, kind: 'bonus' as const, currency: b.currency }, amount: extra },
  ],
});

/** The cards the campaign rules give with a bonus of this campaign kind (in the grant's transaction). */
export async function grantBoostersFor(
  tx: Tx,
  g: { uid: number; brandId: string; kind: CampaignKind | string; bonusId: number; now: number },
): Promise<void> {
  const offers = await tx
    .select()
    .from(promoBoosters)
    .where(and(eq(promoBoosters.brandId, g.brandId), eq(promoBoosters.enabled, true)));
  const due = offers.filter((o) => Array.isArray(o.grantOn) && (o.grantOn as unknown[]).includes(g.kind));
  if (due.length === 0) return;
  await tx
    .insert(playerBoosters)
    .values(
      due.map((o) => ({
        uid: g.uid,
        brandId: g.brandId,
        boosterId: o.id,
        sourceRef: `bonus:${g.bonusId}`,
        grantedAt: new Date(g.now),
        expiresAt: new Date(g.now + Math.max(1, o.validDays) * DAY_MS),
      })),
    )
    .onConflictDoNothing();
}

const stateOf = (c: CardRow, now: number) =>
  c.usedAt ? BoosterState.Used : c.expiresAt.getTime() <= now ? BoosterState.Expired : BoosterState.Available;

function itemOf(c: CardRow, o: BoosterRow, currency: string, now: number): BoosterItem {
  return {
    id: c.id,
    slug: o.slug,
    kind: o.kind,
    percent: o.percent,
    cap: o.cap,
    currency,
    state: stateOf(c, now),
    granted_at: c.grantedAt.getTime(),
    expires_at: c.expiresAt.getTime(),
    used_at: c.usedAt ? c.usedAt.getTime() : 0,
    bonus_id: c.bonusId ?? 0,
    effect: c.effect,
  };
}

/** The player's cards of this brand: available first (soonest expiry first), then used and expired, newest first. */
export async function listBoosters(
  db: Db,
  p: { uid: number; brandId: string; currency: string },
  now: number,
): Promise<BoosterList> {
  const rows = await db
    .select({ card: playerBoosters, offer: promoBoosters })
    .from(playerBoosters)
    .innerJoin(promoBoosters, eq(promoBoosters.id, playerBoosters.boosterId))
    .where(and(eq(playerBoosters.uid, p.uid), eq(playerBoosters.brandId, p.brandId)))
    .orderBy(desc(playerBoosters.id))
    .limit(50);
  const list = rows.map((r) => itemOf(r.card, r.offer, p.currency, now));
  const rank = (b: BoosterItem) => (b.state === BoosterState.Available ? 0 : 1);
  list.sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.expires_at - b.expires_at : b.id - a.id));
  return { list };
}

/** new_message's new_bonus_boost: the newest available card not yet shown (0: none). */
export async function newBoosterId(db: Db, uid: number, now: number): Promise<number> {
  const rows = await db
    .select()
    .from(playerBoosters)
    .where(and(eq(playerBoosters.uid, uid), eq(playerBoosters.seen, false)))
    .orderBy(desc(playerBoosters.id))
    .limit(10);
  return rows.find((c) => stateOf(c, now) === BoosterState.Available)?.id ?? 0;
}

/** The list was shown: its popup is not due any more. */
export async function markBoostersSeen(db: Db, uid: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(playerBoosters)
    .set({ seen: true })
    .where(and(eq(playerBoosters.uid, uid), inArray(playerBoosters.id, [...ids])));
}

/** Uses card `id` on bonus `bonusId` (default: the player's unlocking bonus, else their newest locked one). */
export async function useBooster(
  db: Db,
  uid: number,
  id: number,
  bonusId: number | undefined,
  now: number,
): Promise<BoosterUseResult> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(playerBoosters)
      .where(and(eq(playerBoosters.id, id), eq(playerBoosters.uid, uid)))
      .for('update');
    if (!card) throw fail(DmError.BoosterUnavailable, 'No such booster');
    if (card.usedAt) throw fail(DmError.BoosterUsed, 'This booster was already used');
    if (card.expiresAt.getTime() <= now) throw fail(DmError.BoosterExpired, 'This booster has expired');
    const [offer] = await tx.select().from(promoBoosters).where(eq(promoBoosters.id, card.boosterId));
    if (!offer) throw fail(DmError.BoosterUnavailable, 'No such booster');

    const active = await tx
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.uid, uid),
          eq(playerBonuses.brandId, card.brandId),
          inArray(playerBonuses.state, [BonusState.Locked, BonusState.Unlocking]),
          bonusId === undefined ? undefined : eq(playerBonuses.id, bonusId),
        ),
      )
      .orderBy(desc(playerBonuses.state), desc(playerBonuses.id))
      .limit(1)
      .for('update');
    const bonus = active[0];
    if (!bonus || bonus.expiresAt.getTime() <= now)
      throw fail(DmError.BoosterNoBonus, 'You have no active bonus to use this booster on');

    let effect = 0;
    let updated: BonusRow;
    if ((offer.kind as BoosterKind) === 'bonus_value') {
      effect = boostValue(offer, bonus.amount);
      [updated] = (await tx
        .update(playerBonuses)
        .set({ amount: bonus.amount + effect, balance: sql`${playerBonuses.balance} + ${effect}` })
        .where(eq(playerBonuses.id, bonus.id))
        .returning()) as [BonusRow];
      if (effect > 0) await postTransaction(tx, boostMovement(card.id, bonus, effect));
    } else {
      const wagered = (await wageredOf(tx, [bonus.id])).get(bonus.id) ?? 0;
      const required = boostedRequirement(offer.percent, bonus.wagerRequired, wagered);
      effect = bonus.wagerRequired - required;
      [updated] = (await tx
        .update(playerBonuses)
        .set({ wagerRequired: required })
        .where(eq(playerBonuses.id, bonus.id))
        .returning()) as [BonusRow];
    }
    const [used] = await tx
      .update(playerBoosters)
      .set({ usedAt: new Date(now), bonusId: bonus.id, effect, seen: true })
      .where(eq(playerBoosters.id, card.id))
      .returning();
    return {
      booster: itemOf(used!, offer, bonus.currency, now),
      bonus: (await bonusItems(tx, [updated]))[0]!,
    };
  });
}
