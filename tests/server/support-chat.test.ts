/**
 * The live support chat (issue #24) over real WebSockets on a listening server: a player's message reaches
 * the operator who took the conversation and the answer reaches the player; history on reconnect; another
 * brand's operator never hears it; unauthenticated, wrong-origin and wrong-role upgrades are refused; the
 * per-player rate limit; the chat room url.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DmError, OpsDmError } from '../../core/contract/errors';
import { verifyAudit } from '../../server/ops/audit';
import { OPS_CHAT_PATH, PLAYER_CHAT_PATH } from '../../core/contract/support-chat';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock } from './helpers/ops';
import { Player } from './finance-support';

let t: TestApp;
let base = '';
let origin = '';
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const SUPPORT = 'support@ops.placarbet.com.br';

type Frame = Record<string, unknown> & { type: string };

/** A socket that keeps every frame it got, and waits for the next one matching. */
class Sock {
  readonly frames: Frame[] = [];
  private waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private seen = 0;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString()) as Frame;
      this.frames.push(f);
      this.waiters = this.waiters.filter((w) => (w.pred(f) ? (w.resolve(f), false) : true));
    });
  }
  /** The first frame matching `pred` that arrived after the previous `next` answer (or arrives). */
  next(pred: (f: Frame) => boolean, ms = 5_000): Promise<Frame> {
    const idx = this.frames.findIndex((f, i) => i >= this.seen && pred(f));
    if (idx >= 0) {
      this.seen = idx + 1;
      return Promise.resolve(this.frames[idx]!);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no frame in ${ms} ms; got ${JSON.stringify(this.frames)}`)),
        ms,
      );
      this.waiters.push({
        pred,
        resolve: (f) => {
          clearTimeout(timer);
          this.seen = this.frames.length;
          resolve(f);
        },
      });
    });
  }
  send(frame: object) {
    this.ws.send(JSON.stringify(frame));
  }
  close() {
    this.ws.close();
  }
}

/** Opens a socket; resolves with it, or rejects with the HTTP status of a refused upgrade. */
function connect(path: string, headers: Record<string, string>): Promise<Sock> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}`, { headers });
    const sock = new Sock(ws);
    ws.once('open', () => resolve(sock));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const playerSock = (p: Player, since = 0, o = origin) =>
  connect(`${PLAYER_CHAT_PATH}?app_key=${p.appKey}&since=${since}`, {
    cookie: `session=${p.token}`,
    ...(o ? { origin: o } : {}),
  });
const opsSock = (c: OpsClient, o = origin) =>
  connect(OPS_CHAT_PATH, { cookie: `ops_session=${c.token}`, ...(o ? { origin: o } : {}) });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  base = `ws://127.0.0.1:${port}`;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => t.close());

describe('support chat', () => {
  it('player → queue → take → answer → player; history on reconnect; audited', async () => {
    const p = await new Player(t.app).register();
    const op = await new OpsClient(t.app, clock).signIn(SUPPORT);
    const opWs = await opsSock(op);
    const q = await opWs.next((f) => f.type === 'queue');
    expect((q.canned as unknown[]).length).toBeGreaterThan(0);

    const ps = await playerSock(p);
    expect(await ps.next((f) => f.type === 'history')).toMatchObject({ messages: [], status: 'none' });
    ps.send({ type: 'send', text: '  My withdrawal is late  ' });
    const mine = await ps.next((f) => f.type === 'message');
    expect(mine).toMatchObject({
      status: 'open',
      message: { sender: 'player', body: 'My withdrawal is late' },
    });
    const conv = (await opWs.next((f) => f.type === 'conversation')).conversation as {
      id: number;
      uid: number;
    };
    expect(conv).toMatchObject({ uid: p.uid, status: 'open', preview: 'My withdrawal is late' });

    // Answering before taking is refused; another operator cannot take it once taken.
    opWs.send({ type: 'send', conversation: conv.id, text: 'hello' });
    expect(await opWs.next((f) => f.type === 'error')).toMatchObject({ code: OpsDmError.OpsChatTaken });
    opWs.send({ type: 'take', conversation: conv.id });
    expect(await opWs.next((f) => f.type === 'conversation')).toMatchObject({
      conversation: { status: 'assigned', assigned_name: 'Sofia Support' },
    });
    const admin = await new OpsClient(t.app, clock).signIn('admin@ops.placarbet.com.br');
    const adminWs = await opsSock(admin);
    adminWs.send({ type: 'take', conversation: conv.id });
    expect(await adminWs.next((f) => f.type === 'error')).toMatchObject({ code: OpsDmError.OpsChatTaken });

    opWs.send({ type: 'send', conversation: conv.id, text: 'It was paid a minute ago.' });
    const answer = await ps.next(
      (f) => f.type === 'message' && (f.message as { sender: string }).sender === 'operator',
    );
    expect(answer.message).toMatchObject({ body: 'It was paid a minute ago.', name: 'Sofia Support' });
    const lastId = (mine.message as { id: number }).id;
    ps.close();

    // Reconnect with the last id it had: the system "taken" line and the answer, nothing before.
    const again = await playerSock(p, lastId);
    const hist = await again.next((f) => f.type === 'history');
    expect((hist.messages as { sender: string }[]).map((m) => m.sender)).toEqual(['system', 'operator']);
    expect(hist.status).toBe('assigned');

    opWs.send({ type: 'open', conversation: conv.id, since: 0 });
    const full = await opWs.next((f) => f.type === 'history');
    expect((full.messages as unknown[]).length).toBe(3);
    opWs.send({ type: 'close', conversation: conv.id });
    expect(await again.next((f) => f.type === 'message')).toMatchObject({ status: 'closed' });
    expect((await verifyAudit(t.database.db)).ok).toBe(true);
    for (const s of [again, opWs, adminWs]) s.close();
  });

  it("another brand's operator never hears a br conversation nor can open it", async () => {
    await addOperator(t.database.db, 'mx-support@ops.example', 'support', ['mx']);
    const mx = await opsSock(await new OpsClient(t.app, clock).signIn('mx-support@ops.example'));
    await mx.next((f) => f.type === 'queue');
    const br = await opsSock(await new OpsClient(t.app, clock).signIn(SUPPORT));
    await br.next((f) => f.type === 'queue');
    const p = await new Player(t.app).register();
    const ps = await playerSock(p);
    ps.send({ type: 'send', text: 'Olá' });
    const conv = (await br.next((f) => f.type === 'conversation')).conversation as { id: number };
    mx.send({ type: 'open', conversation: conv.id, since: 0 });
    expect(await mx.next((f) => f.type === 'error')).toMatchObject({ code: OpsDmError.OpsChatNotFound });
    mx.send({ type: 'take', conversation: conv.id });
    expect(await mx.next((f) => f.type === 'error')).toMatchObject({ code: OpsDmError.OpsChatNotFound });
    expect(mx.frames.filter((f) => f.type === 'conversation' || f.type === 'message')).toEqual([]);
    for (const s of [mx, br, ps]) s.close();
  });

  it('refuses unauthenticated, wrong-origin and wrong-role upgrades', async () => {
    const p = await new Player(t.app).register();
    const anon = new Player(t.app);
    await expect(playerSock(anon)).rejects.toThrow('HTTP 604');
    await expect(playerSock(p, 0, 'https://evil.example')).rejects.toThrow('HTTP 403');
    await expect(playerSock(p, 0, '')).rejects.toThrow('HTTP 403');
    const trader = await new OpsClient(t.app, clock).signIn('trader@ops.placarbet.com.br');
    await expect(opsSock(trader)).rejects.toThrow('HTTP 403');
    await expect(opsSock(new OpsClient(t.app, clock))).rejects.toThrow('HTTP 401');
    const sup = await new OpsClient(t.app, clock).signIn(SUPPORT);
    await expect(opsSock(sup, 'https://evil.example')).rejects.toThrow('HTTP 403');
    // The player cookie is no operator session.
    await expect(connect(OPS_CHAT_PATH, { cookie: `session=${p.token}`, origin })).rejects.toThrow(
      'HTTP 401',
    );
  });

  it('rate limits a player, refuses bad frames and too long messages', async () => {
    const p = await new Player(t.app).register();
    const ps = await playerSock(p);
    await ps.next((f) => f.type === 'history');
    ps.send({ type: 'send', text: 'x'.repeat(1001) });
    expect(await ps.next((f) => f.type === 'error')).toMatchObject({ code: DmError.ChatMessageInvalid });
    ps.ws.send('not json');
    expect(await ps.next((f) => f.type === 'error')).toMatchObject({ code: DmError.ChatMessageInvalid });
    for (let i = 0; i < 6; i++) ps.send({ type: 'send', text: `m${i}` });
    expect(await ps.next((f) => f.type === 'error')).toMatchObject({ code: DmError.ChatRateLimited });
    expect(ps.frames.filter((f) => f.type === 'message')).toHaveLength(5);
    ps.close();
  });

  it('the chat room url points at the player socket of the brand', async () => {
    const data = await new Player(t.app).ok<{ url: string }>('chatRoomUrl');
    expect(data.url).toMatch(new RegExp(`^ws://[^/]+${PLAYER_CHAT_PATH}\\?app_key=placar_br$`));
  });
});
