/**
 * The support chat's data (schema-support.ts): a player's current conversation, messages (persisted before
 * anyone hears of them), history since a message id, the operators' queue, take and close (audited in the
 * same transaction), and the brand's canned answers.
 */
import { and, asc, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { operators } from '../db/schema-ops';
import { supportCanned, supportConversations, supportMessages } from '../db/schema-support';
import { appendAudit } from '../ops/audit';
import type { Operator } from '../ops/auth';
import type { OpsCanned } from '../../core/contract/schemas/ops-support';
import { cannedView } from './canned';

export type SenderKind = 'player' | 'operator' | 'system';
export type ConversationStatus = 'open' | 'assigned' | 'closed';

/** A message as both sides receive it. */
export interface ChatMessage {
  id: number;
  conversation: number;
  sender: SenderKind;
  /** The operator's display name for operator messages; empty otherwise. */
  name: string;
  body: string;
  at: number;
}

export interface ConversationView {
  id: number;
  brand: string;
  uid: number;
  status: ConversationStatus;
  assigned_to: number | null;
  assigned_name: string;
  updated_at: number;
  /** The last player or operator message's first characters (the queue's preview). */
  preview: string;
}

/** How many messages a history answer carries at most (the newest ones). */
export const HISTORY_LIMIT = 200;

const toMessage = (row: typeof supportMessages.$inferSelect, name: string | null): ChatMessage => ({
  id: row.id,
  conversation: row.conversationId,
  sender: row.sender as SenderKind,
  name: name ?? '',
  body: row.body,
  at: row.createdAt.getTime(),
});

/** The player's conversation that is not closed, if any. */
export async function currentConversation(db: DbOrTx, uid: number, brandId: string) {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.uid, uid),
        eq(supportConversations.brandId, brandId),
        ne(supportConversations.status, 'closed'),
      ),
    )
    .orderBy(desc(supportConversations.id))
    .limit(1);
  return row ?? null;
}

/** Stores a player's message, opening a conversation when none is open. */
export async function addPlayerMessage(db: Db, uid: number, brandId: string, body: string, now: number) {
  return db.transaction(async (tx) => {
    // One open conversation per player: serialise this player's first messages.
    await tx.execute(sql`select pg_advisory_xact_lock(7059, ${uid}::int)`);
    const at = new Date(now);
    let conv = await currentConversation(tx, uid, brandId);
    if (!conv) {
      const [created] = await tx
        .insert(supportConversations)
        .values({ brandId, uid, status: 'open', createdAt: at, updatedAt: at })
        .returning();
      conv = created!;
    } else {
      await tx
        .update(supportConversations)
        .set({ updatedAt: at })
        .where(eq(supportConversations.id, conv.id));
    }
    const [msg] = await tx
      .insert(supportMessages)
      .values({ conversationId: conv!.id, sender: 'player', body, createdAt: at })
      .returning();
    return { conversation: conv!, message: toMessage(msg!, null) };
  });
}

/**
 * Messages matching `where` with their operator's name, oldest first: the newest HISTORY_LIMIT (`newest`),
 * or the first HISTORY_LIMIT after the caller's last id (a console catching up reads on in order).
 */
async function messagesWhere(db: DbOrTx, where: SQL | undefined, newest: boolean) {
  const rows = await db
    .select({ m: supportMessages, name: operators.name })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .leftJoin(operators, eq(operators.id, supportMessages.operatorId))
    .where(where)
    .orderBy(newest ? desc(supportMessages.id) : asc(supportMessages.id))
    .limit(HISTORY_LIMIT);
  if (newest) rows.reverse();
  return rows.map((r) => toMessage(r.m, r.name));
}

/** Messages of the player's conversations (closed ones too) after `sinceId`, oldest first. */
export const playerHistory = (db: DbOrTx, uid: number, brandId: string, sinceId: number) =>
  messagesWhere(
    db,
    and(
      eq(supportConversations.uid, uid),
      eq(supportConversations.brandId, brandId),
      gt(supportMessages.id, sinceId),
    ),
    true,
  );

export const conversationHistory = (db: DbOrTx, conversationId: number, sinceId: number) =>
  messagesWhere(
    db,
    and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.id, sinceId)),
    false,
  );

export async function conversationView(db: DbOrTx, id: number): Promise<ConversationView | null> {
  const rows = await queueRows(db, eq(supportConversations.id, id));
  return rows[0] ?? null;
}

/** Not-closed conversations of the brands: unassigned first, then the longest waiting. */
export async function queue(db: DbOrTx, brandIds: string[]): Promise<ConversationView[]> {
  if (brandIds.length === 0) return [];
  const rows = await queueRows(
    db,
    and(inArray(supportConversations.brandId, brandIds), ne(supportConversations.status, 'closed')),
  );
  return rows.sort(
    (a, b) => Number(a.status !== 'open') - Number(b.status !== 'open') || a.updated_at - b.updated_at,
  );
}

async function queueRows(db: DbOrTx, where: SQL | undefined): Promise<ConversationView[]> {
  const rows = await db
    .select({
      c: supportConversations,
      name: operators.name,
      preview: sql<string | null>`(select left(body, 120) from support_messages m
        where m.conversation_id = ${supportConversations.id} and m.sender <> 'system'
        order by m.id desc limit 1)`,
    })
    .from(supportConversations)
    .leftJoin(operators, eq(operators.id, supportConversations.assignedTo))
    .where(where)
    .limit(200);
  return rows.map(({ c, name, preview }) => ({
    id: c.id,
    brand: c.brandId,
    uid: c.uid,
    status: c.status as ConversationStatus,
    assigned_to: c.assignedTo,
    assigned_name: name ?? '',
    updated_at: c.updatedAt.getTime(),
    preview: preview ?? '',
  }));
}

async function systemMessage(tx: DbOrTx, conversationId: number, body: string, at: Date) {
  const [msg] = await tx
    .insert(supportMessages)
    .values({ conversationId, sender: 'system', body, createdAt: at })
    .returning();
  return toMessage(msg!, null);
}

export type ChangeResult =
  | { ok: true; view: ConversationView; message: ChatMessage }
  | { ok: false; why: 'not_found' | 'taken' | 'closed' };

type ConversationRow = typeof supportConversations.$inferSelect;
type Refusal = Extract<ChangeResult, { ok: false }>;

/**
 * The conversation locked for this transaction, or why `op` may not act on it: another brand's is "not
 * found" (its existence is not told), a closed one is closed, one assigned to someone else is taken.
 * `mustBeMine`: answering needs the conversation taken by `op`, not merely open.
 */
async function lockForOperator(
  tx: DbOrTx,
  op: Operator,
  id: number,
  mustBeMine = false,
): Promise<ConversationRow | Refusal> {
  const [conv] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
  if (!conv || !op.brands.includes(conv.brandId)) return { ok: false, why: 'not_found' };
  if (conv.status === 'closed') return { ok: false, why: 'closed' };
  const theirs = conv.assignedTo === op.id;
  if (mustBeMine ? !theirs : conv.status === 'assigned' && !theirs) return { ok: false, why: 'taken' };
  return conv;
}

const refused = (v: ConversationRow | Refusal): v is Refusal => 'ok' in v;

/**
 * Take or close: the status change, its system line and its audit row (`support.take|close`) in one
 * transaction; the view is read after commit (it carries the assignee's name).
 */
async function changeStatus(
  db: Db,
  op: Operator,
  id: number,
  now: number,
  to: 'assigned' | 'closed',
): Promise<ChangeResult> {
  const result = await db.transaction(async (tx) => {
    const conv = await lockForOperator(tx, op, id);
    if (refused(conv)) return conv;
    const at = new Date(now);
    await tx
      .update(supportConversations)
      .set(
        to === 'assigned'
          ? { status: 'assigned', assignedTo: op.id }
          : { status: 'closed', closedAt: at, updatedAt: at },
      )
      .where(eq(supportConversations.id, id));
    const message = await systemMessage(tx, id, to === 'assigned' ? `taken:${op.name}` : 'closed', at);
    await appendAudit(
      tx,
      op,
      {
        brandId: conv.brandId,
        action: to === 'assigned' ? 'support.take' : 'support.close',
        target: `conversation:${id}`,
        before: { status: conv.status },
        after: { status: to },
      },
      now,
    );
    return { ok: true as const, message };
  });
  if (!result.ok) return result;
  return { ...result, view: (await conversationView(db, id))! };
}

/** Assigns the conversation to `op` (open, or already theirs); audited. */
export const takeConversation = (db: Db, op: Operator, id: number, now: number) =>
  changeStatus(db, op, id, now, 'assigned');

/** Closes an open conversation or one `op` took; audited. */
export const closeConversation = (db: Db, op: Operator, id: number, now: number) =>
  changeStatus(db, op, id, now, 'closed');

/** An operator's answer: only in a conversation they took. */
export async function addOperatorMessage(
  db: Db,
  op: Operator,
  id: number,
  body: string,
  now: number,
): Promise<ChangeResult> {
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const conv = await lockForOperator(tx, op, id, true);
    if (refused(conv)) return conv;
    const at = new Date(now);
    await tx.update(supportConversations).set({ updatedAt: at }).where(eq(supportConversations.id, id));
    const [msg] = await tx
      .insert(supportMessages)
      .values({ conversationId: id, sender: 'operator', operatorId: op.id, body, createdAt: at })
      .returning();
    const view: ConversationView = {
      id,
      brand: conv.brandId,
      uid: conv.uid,
      status: 'assigned',
      assigned_to: op.id,
      assigned_name: op.name,
      updated_at: now,
      preview: body.slice(0, 120),
    };
    return { ok: true, view, message: toMessage(msg!, op.name) };
  });
}

/** The brands' canned answers for the chat socket's `queue` frame (the console's editor: canned.ts). */
export async function cannedAnswers(db: DbOrTx, brandIds: string[]): Promise<OpsCanned[]> {
  if (brandIds.length === 0) return [];
  const rows = await db
    .select()
    .from(supportCanned)
    .where(inArray(supportCanned.brandId, brandIds))
    .orderBy(asc(supportCanned.id));
  return rows.map(cannedView);
}
