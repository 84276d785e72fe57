/**
 * Messages (issue #18): written by the server on real events (a bet settled, a cash-out, a deposit credited,
 * a withdrawal paid or failed), idempotent, in the player's language; read marks only the caller's own;
 * the top bar's closed state is kept per player; HTML is sanitised on the way in and out.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayoutOrder } from '../../core/contract/schemas/finance';
import type { MessageItem, MessageList, ReadBatchResult } from '../../core/contract/schemas/messages';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import { settlementPass } from '../../server/bets/settle';
import { MatchStatus } from '../../server/db/schema';
import { messages } from '../../server/db/schema-messages';
import { sanitizeMessageHtml } from '../../server/messages/sanitize';
import { MessageKind, writeMessage } from '../../server/messages/write';
import { createTestApp, type TestApp } from './helpers/app';
import { allowDepositBonuses } from './helpers/deposit-bonus';
import { endMatch, fund, newKey, picks, selection } from './helpers/bets';
import { envelope, Player, uniqueKey, withdrawing } from './finance-support';

let t: TestApp;
const clock = Date.now();
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp({ now });
  await allowDepositBonuses(t.database.db, now());
});
afterAll(() => t.close());

const db = () => t.database.db;

async function player(): Promise<Player> {
  return new Player(t.app).register();
}

const list = (p: Player, lang = 'en', q: Record<string, string> = {}) =>
  p.ok<MessageList>('messageList', q, { lca_lang: lang });
const own = (l: MessageList) => l.message_list.filter((m) => m.kind !== 'broadcast');

describe('messages written on events', () => {
  it('a settled bet writes one message (in each language), unread until read; settling again writes none', async () => {
    const p = await player();
    await fund(db(), p.uid, 50_000);
    const [pick] = await picks(db(), 1, MatchStatus.NotStarted, 20);
    const placed = await p.ok<PlaceResult>('betSinglePass', {
      key: newKey(),
      acceptOdds: 'ask',
      bets: [{ selection: selection(pick!), stake: 1000 }],
    });
    const orderId = placed.orders[0]!.orderId;
    expect(own(await list(p))).toEqual([]);

    await endMatch(db(), pick!.matchId, 3, 0);
    await settlementPass(db(), clock);
    await settlementPass(db(), clock + 1000);

    const en = own(await list(p));
    expect(en).toHaveLength(1);
    const m = en[0]!;
    expect(m).toMatchObject({
      kind: 'bet_settled',
      message_type: 2,
      readed: false,
      url: `/bet-record?status=settled&order=${orderId}`,
    });
    expect(m.message_content.title).toMatch(/won|settled/i);
    expect(m.message_content.content[0]!.data).toContain(`#${orderId}`);
    expect(m.message_content.buttons[0]).toMatchObject({ btn_text: 'View bet', url: m.url });

    const pt = own(await list(p, 'pt-BR'))[0]!;
    expect(pt.message_id).toBe(m.message_id);
    expect(pt.message_content.buttons[0]!.btn_text).toBe('Ver aposta');

    const before = (await list(p)).unread;
    const read = await p.ok<ReadBatchResult>('messageReadBatch', { message_ids: [m.message_id] });
    expect(read).toEqual({ read: 1, unread: before - 1 });
    expect(own(await list(p))[0]!.readed).toBe(true);
    // Reading it again changes nothing.
    expect((await p.ok<ReadBatchResult>('messageReadBatch', { message_ids: [m.message_id] })).read).toBe(0);
  });

  it('a deposit credited, a withdrawal paid and one failed each write their message with the route to open', async () => {
    const { p, dep, po: paid, acct } = await withdrawing(t.app, 5000);
    await p.ok('sandboxMark', { order_id: paid.order_id, outcome: 'paid' });
    const failed = await p.ok<PayoutOrder>('payoutCreate', {
      forfeit_bonus: true,
      amount: 3000,
      account_id: acct.account_id,
      idempotency_key: uniqueKey('wd'),
    });
    await p.ok('sandboxMark', { order_id: failed.order_id, outcome: 'failed' });
    // A replayed mark is refused and writes nothing more.
    await p.call('sandboxMark', { order_id: failed.order_id, outcome: 'failed' });

    const byKind = new Map(own(await list(p)).map((m) => [m.kind, m]));
    // The first deposit also earned the first-deposit bonus (issue #16), which writes its own message.
    expect([...byKind.keys()].sort()).toEqual([
      'bonus_granted',
      'deposit_credited',
      'withdrawal_failed',
      'withdrawal_paid',
    ]);
    expect(byKind.get('deposit_credited')!.url).toBe(`/deposit-result?order_id=${dep.order_id}`);
    expect(byKind.get('deposit_credited')!.message_content.content[0]!.data).toContain('R$');
    expect(byKind.get('withdrawal_failed')!.url).toBe(
      `/record-detail?order_id=${failed.order_id}&type=payout`,
    );
    expect(byKind.get('withdrawal_failed')!.message_content.title).toBe('Withdrawal not paid');
  });
});

describe('who sees what', () => {
  it('read_batch marks only the caller’s messages; another player’s ids are ignored', async () => {
    const a = await player();
    const b = await player();
    const mine = await db().transaction((tx) =>
      writeMessage(tx, { uid: a.uid, kind: MessageKind.VipLevel, ref: '3', params: { level: 3 } }),
    );
    const unreadA = (await list(a)).unread;

    const tried = await b.ok<ReadBatchResult>('messageReadBatch', { message_ids: [mine.id] });
    expect(tried.read).toBe(0);
    expect((await list(a)).unread).toBe(unreadA);
    expect(own(await list(a))[0]!.readed).toBe(false);
    // Nor can B open it.
    const peek = await b.call('messageDetail', { message_id: String(mine.id) });
    expect(envelope(peek).dm_error).toBe(DmError.MessageNotFound);

    // B's "read all" reads B's own (the brand broadcasts) and still not A's.
    const all = await b.ok<ReadBatchResult>('messageReadBatch', { all: true });
    expect(all.unread).toBe(0);
    expect(all.read).toBeGreaterThan(0);
    expect((await list(a)).unread).toBe(unreadA);
    const detail = await a.ok<MessageItem>('messageDetail', { message_id: String(mine.id) });
    // No lca_lang: the brand's language (PlacarBet: Portuguese).
    expect(detail.message_content.title).toBe('Nível VIP 3');
  });

  it('the same event twice writes one message', async () => {
    const a = await player();
    const first = await db().transaction((tx) =>
      writeMessage(tx, {
        uid: a.uid,
        kind: MessageKind.BonusGranted,
        ref: 'b1',
        params: { name: 'Welcome' },
      }),
    );
    const again = await db().transaction((tx) =>
      writeMessage(tx, {
        uid: a.uid,
        kind: MessageKind.BonusGranted,
        ref: 'b1',
        params: { name: 'Welcome' },
      }),
    );
    expect(again).toEqual({ id: first.id, created: false });
    expect(own(await list(a)).filter((m) => m.kind === 'bonus_granted')).toHaveLength(1);
  });

  it('visitors get 604', async () => {
    const v = new Player(t.app);
    const res = await v.call('messageList', {});
    expect(res.statusCode).toBe(604);
  });
});

describe('top bar', () => {
  it('shows the brand’s top-bar broadcasts until the player closes them; closed is per player, kept on the server', async () => {
    const a = await player();
    const b = await player();
    const bar = await list(a, 'en', { scene: 'top_bar' });
    expect(bar.top_bar_closed).toBe(false);
    expect(bar.message_list.length).toBeGreaterThanOrEqual(2);
    for (const m of bar.message_list) {
      expect(m.top_bar).toBe(true);
      expect(m.turn_time).toBeGreaterThan(0);
    }
    const first = bar.message_list[0]!;
    expect(first.url).toBe(`/message-detail?id=${first.message_id}`);

    const closed = await a.ok<{ top_bar_closed: boolean }>('messageTopBarClose', {
      message_id: String(first.message_id),
    });
    expect(closed.top_bar_closed).toBe(false);
    const after = await list(a, 'en', { scene: 'top_bar' });
    expect(after.message_list.map((m) => m.message_id)).not.toContain(first.message_id);
    // B still sees it.
    expect((await list(b, 'en', { scene: 'top_bar' })).message_list.map((m) => m.message_id)).toContain(
      first.message_id,
    );
    // Close everything: the bar is closed for A.
    expect((await a.ok<{ top_bar_closed: boolean }>('messageTopBarClose', {})).top_bar_closed).toBe(true);
    const none = await list(a, 'en', { scene: 'top_bar' });
    expect(none).toMatchObject({ top_bar_closed: true, message_list: [] });
  });

  it('a message that does not allow closing stays', async () => {
    const a = await player();
    const [row] = await db()
      .insert(messages)
      .values({
        brandId: 'br',
        uid: a.uid,
        kind: 'broadcast',
        messageType: 1,
        dedupeKey: `sticky:${a.uid}`,
        body: { en: { title: 'Sticky', html: '<p>Stays</p>', buttons: [] } },
        url: '',
        topBar: true,
        allowClose: false,
      })
      .returning({ id: messages.id });
    await a.ok('messageTopBarClose', { message_id: String(row!.id) });
    const bar = await list(a, 'en', { scene: 'top_bar' });
    expect(bar.message_list.map((m) => m.message_id)).toContain(row!.id);
  });
});

describe('HTML is sanitised', () => {
  const hostile = [
    '<p onclick="steal()">Hi<script>alert(1)</script></p>',
    '<a href="javascript:alert(1)">tap</a>',
    '<a href=" JaVaScRiPt:alert(1)">tap</a>',
    '<a href="&#106;avascript:alert(1)">tap</a>',
    '<img src="https://x/y.png" onerror="alert(1)">',
    '<img src="javascript:alert(1)">',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(1)</script></svg><style>body{}</style>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>',
    '<form action="https://evil"><input name=x></form>',
    '<a href="https://ok.example" target="_self" onmouseover="x()">ok</a>',
  ];
  const banned =
    /<script|onclick|onerror|onmouseover|javascript:|<iframe|<svg|<style|style=|data:text|<form|<input/i;

  it('the allow list keeps text, formatting and safe links only', () => {
    for (const html of hostile) expect(sanitizeMessageHtml(html)).not.toMatch(banned);
    expect(sanitizeMessageHtml('<p><b>Bold</b> <a href="/bet-record">bets</a></p>')).toBe(
      '<p><b>Bold</b> <a href="/bet-record">bets</a></p>',
    );
    expect(sanitizeMessageHtml('<a href="https://ok.example">ok</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('a row written around the writer (by hand) is cleaned on the way out; words from events are escaped', async () => {
    const a = await player();
    const [row] = await db()
      .insert(messages)
      .values({
        brandId: 'br',
        uid: a.uid,
        kind: 'broadcast',
        messageType: 1,
        dedupeKey: `hostile:${a.uid}`,
        body: { en: { title: 'Hostile', html: hostile.join(''), buttons: [] } },
        url: '',
      })
      .returning({ id: messages.id });
    const item = await a.ok<MessageItem>('messageDetail', { message_id: String(row!.id) });
    expect(item.message_content.content[0]!.data).not.toMatch(banned);
    expect(item.message_content.content[0]!.data).toContain('Hi');

    const w = await db().transaction((tx) =>
      writeMessage(tx, {
        uid: a.uid,
        kind: MessageKind.BonusGranted,
        ref: 'x',
        params: { name: '<img src=x onerror=alert(1)>' },
      }),
    );
    const [stored] = await db().select().from(messages).where(eq(messages.id, w.id));
    const html = (stored!.body as Record<string, { html: string }>).en!.html;
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('&lt;img');
  });
});

describe('seeded content', () => {
  it('every brand has top-bar broadcasts in all eight languages', async () => {
    const rows = await db().execute(sql`select brand_id, count(*) as n from messages
      where uid is null and top_bar group by brand_id`);
    const counts = (rows as unknown as { rows: { n: number | string }[] }).rows ?? [];
    expect(counts.length).toBe(10);
    const [one] = await db()
      .select()
      .from(messages)
      .where(sql`uid is null`)
      .limit(1);
    expect(Object.keys(one!.body as object).sort()).toEqual(
      ['en', 'es-MX', 'ms', 'pt-BR', 'ru', 'th', 'vi', 'zh-CN'].sort(),
    );
  });
});
