/**
 * Free rounds (issue #16): a free_rounds campaign (promo_campaigns, kind 'free_rounds') grants N spins of an
 * in-house slot at a fixed total stake; its rules hold `spins`, `stake` and `game` beside the bonus rules
 * (wagering multiple, validity) that the wins are granted under.
 *
 * Spending one (POST game/inhouse/slot/free_spin) is one database transaction: the grant row is locked
 * (FOR UPDATE), `used < total` checked and bumped, the round played on the player's provably-fair seed
 * like a paid spin and written to inhouse_rounds, and one balanced ledger movement posted:
 *   promotions -stake, house_games +stake -win, player bonus +win
 * (the operator pays the stake; the win is bonus money). A win becomes a bonus of its own (player_bonuses,
 * source `free-round:<round>`) under the campaign's wagering rule. Two spins racing for the last free round
 * serialise on the grant row: the second sees it used up (6516) and spends nothing. A retry with the same
 * key answers the first round (inhouse_rounds is unique per player and key) and spends nothing more.
 * Cash is never touched.
 */
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type {
  FreeRound,
  FreeRounds,
  FreeRoundsQuery,
  FreeRoundSpinResult,
} from '../../core/contract/schemas/free-rounds';
import { FRUIT_FIESTA, playSlotRound, slotPayout, type SlotSpin } from '../../core/games/slot';
import type { Db, DbOrTx, Tx } from '../db/database';
import { freeRoundGrants, freeRoundSpins } from '../db/schema-free-rounds';
import { inhouseRounds } from '../db/schema-inhouse';
import { promoCampaigns } from '../db/schema-promotions';
import { betStream } from '../games/inhouse/fair';
import {
  findRoundByKey,
  isBigWin,
  requestHash,
  roundView,
  seedOf,
  type RoundRow,
} from '../games/inhouse/rounds';
import { takeNonce } from '../games/inhouse/seeds';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';
import type { LedgerTransactionInput } from '../ledger/types';
import { rgGate } from '../rg/gate';
import { rulesOf, type CampaignRow } from './campaigns';
import { grantBonus } from './grant';

const DAY_MS = 86_400_000;

/** The games free rounds can be granted for (in-house, platform 'inhouse'). */
export const FREE_ROUND_GAMES = ['slot'] as const;

export interface FreeRoundsRules {
  game: (typeof FREE_ROUND_GAMES)[number];
  /** Spins per grant (1..500). */
  spins: number;
  /** Total bet of one spin, minor units, a positive multiple of the slot's lines. */
  stake: number;
  /** Days a grant can be played. */
  validDays: number;
}

const LINES = FRUIT_FIESTA.lines.length;

/** The free-rounds part of a campaign's rules, every field valid (an operator may store only some). */
export function freeRoundsRulesOf(json: unknown): FreeRoundsRules {
  const r = (json ?? {}) as Record<string, unknown>;
  const int = (v: unknown, fallback: number, max: number) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? Math.min(v, max) : fallback;
  const stake = int(r.stake, LINES * 10, 1_000_000);
  return {
    game: 'slot',
    spins: int(r.spins, 10, 500),
    stake: stake % LINES === 0 ? stake : Math.max(LINES, stake - (stake % LINES)),
    validDays: int(r.validDays, 7, 365),
  };
}

export type GrantRow = typeof freeRoundGrants.$inferSelect;

const fail = (status: number, code: number, message: string) => new ApiFailure(status, code, message);

/** 1 playable, 2 used up, 3 expired. */
export const grantState = (g: Pick<GrantRow, 'used' | 'total' | 'expiresAt'>, now: number): 1 | 2 | 3 =>
  g.used >= g.total ? 2 : g.expiresAt.getTime() <= now ? 3 : 1;

export interface GrantFreeRoundsInput {
  uid: number;
  brandId: string;
  campaign: CampaignRow;
  currency: string;
  sourceRef: string;
  now: number;
  /** Spins of this grant (a free-spins code's), else the campaign's. */
  spins?: number;
  /** Already announced (a seeded grant): no free_round_bonus popup. */
  seen?: boolean;
}

/** Writes a grant of the campaign's spins (null when the player already has it from this source). */
export async function grantFreeRounds(tx: DbOrTx, g: GrantFreeRoundsInput): Promise<GrantRow | null> {
  const r = freeRoundsRulesOf(g.campaign.rules);
  const [row] = await tx
    .insert(freeRoundGrants)
    .values({
      uid: g.uid,
      brandId: g.brandId,
      campaignId: g.campaign.id,
      sourceRef: g.sourceRef,
      game: r.game,
      currency: g.currency,
      stake: r.stake,
      total: g.spins !== undefined && g.spins > 0 ? Math.min(g.spins, 500) : r.spins,
      seen: g.seen ?? false,
      grantedAt: new Date(g.now),
      expiresAt: new Date(g.now + r.validDays * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

function grantView(g: GrantRow, c: Pick<CampaignRow, 'slug' | 'rules'> | undefined, now: number): FreeRound {
  const rules = rulesOf(c?.rules);
  const left = Math.max(0, g.total - g.used);
  const state = grantState(g, now);
  return {
    id: g.id,
    campaign_id: g.campaignId,
    slug: c?.slug ?? '',
    game_id: g.game,
    currency: g.currency,
    stake: g.stake,
    total: g.total,
    used: g.used,
    left,
    value: state === 1 ? left * g.stake : 0,
    won: g.won,
    wager_multiple: rules.wagerMultiple,
    valid_days: rules.validDays,
    granted_at: g.grantedAt.getTime(),
    expires_at: g.expiresAt.getTime(),
    state,
  };
}

/** A grant as the pages show it (its campaign read). */
export async function freeRoundView(db: DbOrTx, g: GrantRow, now: number): Promise<FreeRound> {
  return (await viewsOf(db, [g], now))[0]!;
}

/**
 * SPEC §3 "New bonus: free_round_bonus": the player's newest grant not yet announced that can still be
 * played (0: none). `ack` marks grants announced (the popup was closed).
 */
export async function newFreeRoundGrant(
  db: DbOrTx,
  uid: number,
  ack: readonly number[],
  now: number,
): Promise<number> {
  if (ack.length > 0)
    await db
      .update(freeRoundGrants)
      .set({ seen: true })
      .where(and(eq(freeRoundGrants.uid, uid), inArray(freeRoundGrants.id, [...ack])));
  const [fresh] = await db
    .select({ id: freeRoundGrants.id })
    .from(freeRoundGrants)
    .where(
      and(
        eq(freeRoundGrants.uid, uid),
        eq(freeRoundGrants.seen, false),
        gt(freeRoundGrants.expiresAt, new Date(now)),
        sql`${freeRoundGrants.used} < ${freeRoundGrants.total}`,
      ),
    )
    .orderBy(desc(freeRoundGrants.id))
    .limit(1);
  return fresh?.id ?? 0;
}

async function viewsOf(db: DbOrTx, rows: GrantRow[], now: number): Promise<FreeRound[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.campaignId))];
  const campaigns = await db
    .select({ id: promoCampaigns.id, slug: promoCampaigns.slug, rules: promoCampaigns.rules })
    .from(promoCampaigns)
    .where(or(...ids.map((id) => eq(promoCampaigns.id, id))));
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  return rows.map((r) => grantView(r, byId.get(r.campaignId), now));
}

/** getFreeRounds: every playable grant (soonest expiry first), and a page of the used-up or expired ones. */
export async function listFreeRounds(
  db: DbOrTx,
  uid: number,
  q: FreeRoundsQuery,
  now: number,
  restriction = '',
): Promise<FreeRounds> {
  const at = new Date(now);
  const playable = and(
    eq(freeRoundGrants.uid, uid),
    sql`${freeRoundGrants.used} < ${freeRoundGrants.total}`,
    gt(freeRoundGrants.expiresAt, at),
  );
  const over = and(
    eq(freeRoundGrants.uid, uid),
    or(sql`${freeRoundGrants.used} >= ${freeRoundGrants.total}`, lte(freeRoundGrants.expiresAt, at)),
  );
  const available = await db
    .select()
    .from(freeRoundGrants)
    .where(playable)
    .orderBy(asc(freeRoundGrants.expiresAt), asc(freeRoundGrants.id))
    .limit(100);
  const size = q.page_size ?? 20;
  const offset = q.offset ?? 0;
  const done = await db
    .select()
    .from(freeRoundGrants)
    .where(over)
    .orderBy(desc(freeRoundGrants.id))
    .limit(size + 1)
    .offset(offset);
  const availableList = await viewsOf(db, available, now);
  return {
    total: availableList.length,
    freeGameTotal: availableList.reduce((sum, g) => sum + g.left, 0),
    available: { offset: 0, list: availableList, hasMore: false },
    unavailable: { offset, list: await viewsOf(db, done.slice(0, size), now), hasMore: done.length > size },
    restriction,
  };
}

const spinView = (spin: SlotSpin) => ({
  stops: spin.stops,
  grid: spin.grid,
  wins: spin.evaluation.lineWins,
  scatters: spin.evaluation.scatters,
  scatter_pay: spin.evaluation.scatterPay,
  free_spins_won: spin.evaluation.freeSpinsWon,
  win: spin.win,
});

/** The one movement of a free spin: the operator pays the stake, the win goes to the player's bonus. */
export function freeSpinMovement(
  row: Pick<RoundRow, 'id' | 'uid' | 'currency'>,
  stake: number,
  payout: number,
): LedgerTransactionInput {
  const postings = [
    { account: { system: 'promotions' as const, currency: row.currency }, amount: -stake },
    { account: { system: 'house_games' as const, currency: row.currency }, amount: stake - payout },
    { account: { uid: row.uid, kind: 'bonus' as const, currency: row.currency }, amount: payout },
  ].filter((p) => p.amount !== 0);
  return {
    key: `inhouse:free:${row.id}`,
    kind: 'free_round',
    ref: `inhouse:${row.id}`,
    postings,
    meta: { game: 'slot' },
  };
}

export interface FreeSpinInput {
  uid: number;
  brandId: string;
  sessionId?: number;
  key: string;
  grantId: number;
}

class DuplicateKey extends Error {}

async function grantOf(db: DbOrTx, uid: number, grantId: number): Promise<GrantRow | undefined> {
  const [g] = await db
    .select()
    .from(freeRoundGrants)
    .where(and(eq(freeRoundGrants.id, grantId), eq(freeRoundGrants.uid, uid)));
  return g;
}

/** Spends one free round of a grant on its slot. */
export async function spendFreeRound(db: Db, p: FreeSpinInput, now: number): Promise<FreeRoundSpinResult> {
  const request = { grant_id: p.grantId };
  const hash = requestHash('slot:free', request);
  const replay = async (row: RoundRow): Promise<FreeRoundSpinResult> => {
    if (row.requestHash !== hash)
      throw fail(400, DmError.IdempotencyConflict, 'This request key was already used for another bet.');
    const [spin] = await db.select().from(freeRoundSpins).where(eq(freeRoundSpins.roundId, row.id));
    const grant = spin ? await grantOf(db, p.uid, spin.grantId) : undefined;
    if (!spin || !grant)
      throw fail(400, DmError.IdempotencyConflict, 'This request key was already used for another bet.');
    const [view] = await viewsOf(db, [grant], now);
    return {
      round: roundView(row, await seedOf(db, row.seedId), null, now),
      grant: view!,
      bonus_id: spin.bonusId,
    };
  };
  const existing = await findRoundByKey(db, p.uid, p.key);
  if (existing) return replay(existing);
  // Responsible gaming: an exclusion or the session time refuses a free spin too (it stakes no cash).
  const first = await grantOf(db, p.uid, p.grantId);
  if (!first) throw fail(404, DmError.FreeRoundsNotFound, 'No such free rounds.');
  await rgGate(db, {
    uid: p.uid,
    brandId: p.brandId,
    action: 'game',
    amount: 0,
    currency: first.currency,
    now,
    sessionId: p.sessionId,
  });
  try {
    return await db.transaction(async (tx) => {
      const [grant] = await tx
        .select()
        .from(freeRoundGrants)
        .where(and(eq(freeRoundGrants.id, p.grantId), eq(freeRoundGrants.uid, p.uid)))
        .for('update');
      if (!grant) throw fail(404, DmError.FreeRoundsNotFound, 'No such free rounds.');
      if (grant.used >= grant.total)
        throw fail(400, DmError.FreeRoundsUsedUp, 'Every free spin of this grant is used.');
      if (grant.expiresAt.getTime() <= now)
        throw fail(400, DmError.FreeRoundsExpired, 'These free rounds have expired.');
      const [campaign] = await tx
        .select()
        .from(promoCampaigns)
        .where(eq(promoCampaigns.id, grant.campaignId));
      const seed = await takeNonce(tx, p.uid);
      const round = playSlotRound(FRUIT_FIESTA, betStream(seed.serverSeed, seed.clientSeed, seed.used));
      const payout = slotPayout(FRUIT_FIESTA, grant.stake, round);
      const [row] = await tx
        .insert(inhouseRounds)
        .values({
          uid: p.uid,
          brandId: p.brandId,
          game: grant.game,
          currency: grant.currency,
          amount: grant.stake,
          payout,
          status: 'settled',
          clientKey: p.key,
          requestHash: hash,
          seedId: seed.id,
          nonce: seed.used,
          result: {
            base: spinView(round.base),
            free_spins: round.freeSpins.map(spinView),
            total_line_bets: round.totalLineBets,
            free_round: { grant_id: grant.id, n: grant.used + 1 },
          },
          bigWin: isBigWin(grant.stake, payout),
          createdAt: new Date(now),
          settledAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new DuplicateKey();
      const [updated] = await tx
        .update(freeRoundGrants)
        .set({ used: sql`${freeRoundGrants.used} + 1`, won: sql`${freeRoundGrants.won} + ${payout}` })
        .where(eq(freeRoundGrants.id, grant.id))
        .returning();
      let bonusId: number | null = null;
      if (payout > 0) {
        bonusId = campaign ? await grantWin(tx, campaign, row, payout, now) : null;
        // The win is bonus money only through its own bonus row (its balance is what unlock and expiry
        // move): money in the bonus account without one could never leave it. Nothing is written.
        if (bonusId === null) throw new Error(`free spin ${row.id}: the win could not become a bonus`);
      }
      await postTransaction(tx, freeSpinMovement(row, grant.stake, payout));
      await tx.insert(freeRoundSpins).values({
        grantId: grant.id,
        n: grant.used + 1,
        roundId: row.id,
        payout,
        bonusId,
        at: new Date(now),
      });
      const [view] = await viewsOf(tx, [updated!], now);
      return { round: roundView(row, seed, null, now), grant: view!, bonus_id: bonusId };
    });
  } catch (err) {
    if (err instanceof DuplicateKey) {
      const again = await findRoundByKey(db, p.uid, p.key);
      if (again) return replay(again);
    }
    throw err;
  }
}

/** A spin's win as a bonus under the campaign's rules (its money is posted by freeSpinMovement). */
async function grantWin(
  tx: Tx,
  campaign: CampaignRow,
  row: RoundRow,
  payout: number,
  now: number,
): Promise<number | null> {
  const granted = await grantBonus(tx, {
    uid: row.uid,
    brandId: row.brandId,
    campaign,
    rules: rulesOf(campaign.rules),
    currency: row.currency,
    amount: payout,
    sourceRef: `free-round:${row.id}`,
    now,
  });
  return granted?.bonus.id ?? null;
}
