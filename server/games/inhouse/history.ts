/** Game history (SPEC §7 bet/list, bet/reward/info) and big wins (big_win list and all). */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { BetList, BigWin, Round } from '../../../core/contract/schemas/inhouse';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema-accounts';
import { crashChains, crashGames, inhouseRounds, inhouseSeeds } from '../../db/schema-inhouse';
import { maskNick } from './crash-chain';
import { roundView, type RoundRow } from './rounds';

export const INHOUSE_GAME_NAMES: Readonly<Record<string, string>> = {
  crash: 'Crash',
  slot: 'Fruit Fiesta',
  dice: 'Dice',
  roulette: 'Roulette',
};

/** Views of rounds with their seeds (per-bet games) or chain links (crash), two queries at most. */
export async function roundViews(db: DbOrTx, rows: RoundRow[], now: number): Promise<Round[]> {
  const seedIds = [...new Set(rows.map((r) => r.seedId).filter((id): id is number => id !== null))];
  const gameIds = [...new Set(rows.map((r) => r.crashGameId).filter((id): id is number => id !== null))];
  const seeds = seedIds.length
    ? await db.select().from(inhouseSeeds).where(inArray(inhouseSeeds.id, seedIds))
    : [];
  const games = gameIds.length
    ? await db
        .select({ game: crashGames, salt: crashChains.salt })
        .from(crashGames)
        .innerJoin(crashChains, eq(crashChains.id, crashGames.chainId))
        .where(inArray(crashGames.id, gameIds))
    : [];
  const seedById = new Map(seeds.map((s) => [s.id, s]));
  const gameById = new Map(games.map((g) => [g.game.id, g]));
  return rows.map((row) =>
    roundView(
      row,
      row.seedId === null ? null : (seedById.get(row.seedId) ?? null),
      row.crashGameId === null ? null : (gameById.get(row.crashGameId) ?? null),
      now,
    ),
  );
}

export async function betList(
  db: DbOrTx,
  uid: number,
  query: { game_id?: string; before?: number; page_size?: number },
  now: number,
): Promise<BetList> {
  const size = query.page_size ?? 20;
  const rows = await db
    .select()
    .from(inhouseRounds)
    .where(
      and(
        eq(inhouseRounds.uid, uid),
        query.game_id ? eq(inhouseRounds.game, query.game_id) : undefined,
        query.before ? lt(inhouseRounds.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(inhouseRounds.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    list: await roundViews(db, page, now),
    next: rows.length > size ? page[page.length - 1]!.id : 0,
  };
}

export async function roundOf(db: DbOrTx, uid: number, roundId: number, now: number): Promise<Round | null> {
  const [row] = await db
    .select()
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.id, roundId), eq(inhouseRounds.uid, uid)));
  if (!row) return null;
  return (await roundViews(db, [row], now))[0]!;
}

/** Big wins of the brand: the latest (`order` 'latest') or the biggest payouts ('biggest'). */
export async function bigWins(
  db: DbOrTx,
  brandId: string,
  options: { order: 'latest' | 'biggest'; game?: string; limit: number },
): Promise<BigWin[]> {
  const rows = await db
    .select({ round: inhouseRounds, nick: users.nick })
    .from(inhouseRounds)
    .innerJoin(users, eq(users.id, inhouseRounds.uid))
    .where(
      and(
        eq(inhouseRounds.brandId, brandId),
        eq(inhouseRounds.bigWin, true),
        options.game ? eq(inhouseRounds.game, options.game) : undefined,
      ),
    )
    .orderBy(options.order === 'latest' ? desc(inhouseRounds.id) : desc(inhouseRounds.payout))
    .limit(options.limit);
  return rows.map(({ round, nick }) => ({
    round_id: round.id,
    nick: maskNick(nick),
    game_platform: 'inhouse',
    game_id: round.game,
    game_name: INHOUSE_GAME_NAMES[round.game] ?? round.game,
    currency: round.currency,
    amount: round.amount,
    payout: round.payout,
    multiplier: Math.floor((round.payout * 100) / round.amount),
    created_at: (round.settledAt ?? round.createdAt).getTime(),
  }));
}
