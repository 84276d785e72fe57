/** SPEC §7 "Messages": the player's list, read marks, the top bar's close, the unread count and one message. */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { requireUser } from '../accounts/session-http';
import { requestedLocale } from '../content/lang';
import type { Db } from '../db/database';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import {
  closeTopBar,
  listMessages,
  markRead,
  messageById,
  unreadCount,
  type Reader,
} from '../messages/store';

export function readerOf(ctx: RequestContext, now: number): Reader {
  const session = requireUser(ctx);
  return {
    uid: session.uid,
    brand: ctx.brand,
    country: (ctx.params.lca_coun ?? '').toUpperCase().slice(0, 2),
    lang: requestedLocale(ctx.params) ?? ctx.brand.defaultLang,
    now: new Date(now),
  };
}

export function registerMessageRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'messageList', async ({ ctx, input }) =>
    listMessages(db, readerOf(ctx, now()), input),
  );

  registerEndpoint(app, 'messageUnread', async ({ ctx }) => ({
    unread: await unreadCount(db, readerOf(ctx, now())),
  }));

  registerEndpoint(app, 'messageDetail', async ({ ctx, input }) => {
    const item = await messageById(db, readerOf(ctx, now()), input.message_id);
    if (!item)
      throw new ApiFailure(400, DmError.MessageNotFound, 'This message does not exist or is not yours');
    return item;
  });

  registerEndpoint(app, 'messageReadBatch', async ({ ctx, input }) => {
    const reader = readerOf(ctx, now());
    const read = await markRead(db, reader, input.all ? 'all' : (input.message_ids ?? []));
    return { read, unread: await unreadCount(db, reader) };
  });

  registerEndpoint(app, 'messageTopBarClose', async ({ ctx, input }) => ({
    top_bar_closed: await closeTopBar(db, readerOf(ctx, now()), input.message_id),
  }));
}
