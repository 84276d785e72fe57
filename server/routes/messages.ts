/** SPEC §7 "Messages": the player's list, read marks, the top bar's close, the unread count and one message. */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { requireUser } from '../accounts/session-http';
import { standingOf } from '../loyalty/vip';
import { requestedLocale } from '../content/lang';
import type { Db } from '../db/database';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import {
  closeTopBar,
  hasVipBroadcasts,
  listMessages,
  markRead,
  messageById,
  unreadCount,
  type Reader,
} from '../messages/store';

export async function readerOf(db: Db, ctx: RequestContext, now: number): Promise<Reader> {
  const session = requireUser(ctx);
  const at = new Date(now);
  // The VIP level is only computed when an operator's message targets VIP levels (ops top-bar messages).
  const vipLevel = (await hasVipBroadcasts(db, ctx.brand.id, at))
    ? (await standingOf(db, session.uid, ctx.brand.id)).level
    : 0;
  return {
    uid: session.uid,
    brand: ctx.brand,
    country: (ctx.params.lca_coun ?? '').toUpperCase().slice(0, 2),
    lang: requestedLocale(ctx.params) ?? ctx.brand.defaultLang,
    now: at,
    vipLevel,
  };
}

export function registerMessageRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'messageList', async ({ ctx, input }) =>
    listMessages(db, await readerOf(db, ctx, now()), input),
  );

  registerEndpoint(app, 'messageUnread', async ({ ctx }) => ({
    unread: await unreadCount(db, await readerOf(db, ctx, now())),
  }));

  registerEndpoint(app, 'messageDetail', async ({ ctx, input }) => {
    const item = await messageById(db, await readerOf(db, ctx, now()), input.message_id);
    if (!item)
      throw new ApiFailure(400, DmError.MessageNotFound, 'This message does not exist or is not yours');
    return item;
  });

  registerEndpoint(app, 'messageReadBatch', async ({ ctx, input }) => {
    const reader = await readerOf(db, ctx, now());
    const read = await markRead(db, reader, input.all ? 'all' : (input.message_ids ?? []));
    return { read, unread: await unreadCount(db, reader) };
  });

  registerEndpoint(app, 'messageTopBarClose', async ({ ctx, input }) => ({
    top_bar_closed: await closeTopBar(db, await readerOf(db, ctx, now()), input.message_id),
  }));
}
