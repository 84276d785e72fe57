/** The sport home: its tab list and the match list per tab. */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import type { Db } from '../db/database';
import { readBrandSettings } from '../content/store';
import { answerLocale } from '../content/lang';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { decodeCursor } from '../sport/cursor';
import { listMatches } from '../sport/match-list';
import { homeTabs, tabFilter } from '../sport/tabs';

export function registerSportRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'homeTabList', async ({ ctx }) => {
    const settings = await readBrandSettings(db, ctx.brand);
    const lang = answerLocale(ctx.params, ctx.brand, settings.defaultLang);
    return { list: await homeTabs(db, lang, settings.extraSportTab) };
  });

  registerEndpoint(app, 'matchList', async ({ input }) => {
    const filter = await tabFilter(db, input.tab_key);
    if (!filter)
      throw new ApiFailure(400, DmError.BadRequest, `tab_key "${input.tab_key}" is not a sport home tab`);
    const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
    if (input.cursor && !cursor)
      throw new ApiFailure(400, DmError.BadRequest, 'cursor is not one this server gave out');
    return listMatches(db, {
      filter,
      leagueId: input.league_id,
      cursor,
      // SPEC §4: the first load asks `size` (5), the following pages `page_limit` (10).
      pageSize: cursor ? input.page_limit : (input.size ?? input.page_limit),
      nowMs: now(),
    });
  });
}
