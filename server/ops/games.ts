/**
 * Configuration: games on/off. The `games` catalogue is one table for every brand (no brand column), so a
 * switch applies to all brands: only an operator whose scope covers every brand may flip it (403 otherwise).
 * The hall's in-memory copy (server/games/catalogue, 30 s TTL) is dropped on change, so the player's next
 * game list call already leaves a disabled game out.
 */
import { and, asc, eq } from 'drizzle-orm';
import { BRANDS } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsGame, OpsGameToggle } from '../../core/contract/schemas/ops-marketing';
import type { Db } from '../db/database';
import { games } from '../db/schema-games';
import { ApiFailure } from '../http/failure';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { forbidden } from './route';

const columns = {
  platform: games.platform,
  game_id: games.gameId,
  name: games.name,
  category: games.category,
  enabled: games.enabled,
};

export async function listGames(db: Db): Promise<OpsGame[]> {
  return db
    .select(columns)
    .from(games)
    .orderBy(asc(games.popularity), asc(games.platform), asc(games.gameId));
}

export const coversAllBrands = (op: Operator) => BRANDS.every((b) => op.brands.includes(b.id));

export async function toggleGame(
  db: Db,
  op: Operator,
  input: OpsGameToggle,
  now: number,
  invalidate: () => void,
): Promise<OpsGame> {
  const key = and(eq(games.platform, input.platform), eq(games.gameId, input.game_id));
  const game = await db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(games).where(key).for('update');
    if (!row) throw new ApiFailure(404, OpsDmError.OpsGameNotFound, 'No such game.');
    if (!coversAllBrands(op))
      throw forbidden(
        'The game catalogue is shared by every brand: switching a game needs all brands in scope.',
      );
    await tx.update(games).set({ enabled: input.enabled }).where(key);
    await appendAudit(
      tx,
      op,
      {
        brandId: null,
        action: 'game.toggle',
        target: `game:${row.platform}/${row.game_id}`,
        before: { enabled: row.enabled },
        after: { enabled: input.enabled, reason: input.reason },
      },
      now,
    );
    return { ...row, enabled: input.enabled };
  });
  invalidate();
  return game;
}
