/**
 * The game catalogue (server/games/catalogue/data.ts): adds the games a database does not have yet, never
 * overwrites a row, so an operator's edits (a name, a switched-off game, a new order) are kept.
 */
import { CATALOGUE } from '../../games/catalogue/data';
import type { DbOrTx } from '../database';
import { games } from '../schema-games';

export async function seedGames(db: DbOrTx): Promise<void> {
  await db
    .insert(games)
    .values(
      CATALOGUE.map((g) => ({
        platform: g.platform,
        gameId: g.gameId,
        name: g.name,
        category: g.category,
        rtp: g.rtp,
        isHot: g.isHot,
        isNew: g.isNew,
        live: g.live,
        popularity: g.popularity,
      })),
    )
    .onConflictDoNothing();
}
