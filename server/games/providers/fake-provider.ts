/**
 * A local stand-in for an external game provider (the real ones cannot be reached from here). The launch
 * URL of every external game points at its play page: a small three-reel "spin" game. The page talks only
 * to the fake provider's own endpoints (as a real game client talks to its provider); the fake provider
 * then calls our seamless wallet server to server, signed with the provider's secret, exactly as a real
 * provider would: debit the stake, then credit the win (0 on a loss) and close the round.
 *
 * The page is framed by the game room, so its answers allow same-origin framing (the rest of the site
 * denies it).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sign, type ProviderAdapter } from './adapters';

/** Stakes the page offers, minor units. */
export const FAKE_STAKES = [100, 200, 500, 1000] as const;
/** Win multipliers in tenths with their weights out of 100 (a return of about 95 %). */
const PAYTABLE: readonly [number, number][] = [
  [0, 55],
  [5, 12],
  [10, 12],
  [20, 12],
  [50, 6],
  [100, 2],
  [250, 1],
];
const SYMBOLS = ['7', '★', '♦', '♣', '$', 'BAR'];

function drawMultiplierTenths(): number {
  let r = randomInt(100);
  for (const [mult, weight] of PAYTABLE) {
    if (r < weight) return mult;
    r -= weight;
  }
  return 0;
}

function reelsFor(multTenths: number): string[] {
  if (multTenths >= 50) {
    const s = SYMBOLS[randomInt(SYMBOLS.length)]!;
    return [s, s, s];
  }
  const out = [0, 1, 2].map(() => SYMBOLS[randomInt(SYMBOLS.length)]!);
  if (multTenths === 0 && out[0] === out[1] && out[1] === out[2]) out[2] = out[0] === '7' ? '$' : '7';
  return out;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FRAME_HEADERS = {
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
};

interface WalletReply {
  status: string;
  balance?: number;
  currency?: string;
  player_id?: number;
  error?: string;
  message?: string;
}

export function registerFakeProvider(
  app: FastifyInstance,
  adapters: ReadonlyMap<string, ProviderAdapter>,
  gameName: (platform: string, gameId: string) => Promise<string | undefined>,
  now: () => number,
): void {
  /** Our wallet, called the way the provider's servers would: over HTTP, signed. */
  async function callWallet(adapter: ProviderAdapter, op: string, body: object): Promise<WalletReply> {
    const raw = JSON.stringify(body);
    const timestamp = String(now());
    const res = await app.inject({
      method: 'POST',
      url: `/game-provider/${adapter.platform}/wallet/${op}`,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': sign(adapter.secret ?? '', timestamp, raw),
      },
      payload: raw,
    });
    return res.json<WalletReply>();
  }

  app.get<{ Params: { platform: string }; Querystring: Record<string, string | undefined> }>(
    '/fake-provider/:platform/play',
    {
      // The site-wide security hook runs first on send; this route hook runs after it and wins.
      onSend: (_request, reply, payload, done) => {
        reply.headers(FRAME_HEADERS);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const adapter = adapters.get(request.params.platform);
      const gameId = request.query.game_id ?? '';
      const name = adapter ? await gameName(adapter.platform, gameId) : undefined;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!adapter || !name)
        return reply.code(404).send('<!doctype html><title>Not found</title><p>No such game.</p>');
      const stakes = FAKE_STAKES.map(
        (s, i) =>
          `<button type="button" class="stake${i === 0 ? ' on' : ''}" data-stake="${s}" aria-pressed="${i === 0}">${(s / 100).toFixed(2)}</button>`,
      ).join('');
      return reply.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(name)}</title>
<style>
body{margin:0;font:15px system-ui,sans-serif;background:radial-gradient(circle at 50% 20%,#3b1f6e,#0d0a1a 70%);color:#fff;min-height:100vh;display:flex;flex-direction:column;align-items:center;gap:14px;padding:18px 12px;box-sizing:border-box}
h1{font-size:20px;margin:4px 0 0;text-align:center}.sub{opacity:.7;font-size:12px;margin:0}
.reels{display:flex;gap:10px;padding:14px;border-radius:18px;background:#ffffff14;border:2px solid #ffd54a66}
.reel{width:72px;height:92px;border-radius:12px;background:#fff;color:#7b1fa2;font-size:40px;font-weight:900;display:flex;align-items:center;justify-content:center}
.stakes{display:flex;gap:8px}.stake{min-width:56px;padding:8px;border-radius:999px;border:1px solid #ffffff55;background:transparent;color:#fff;font-weight:700}
.stake.on{background:#ffd54a;color:#3a2600;border-color:#ffd54a}
#spin{width:180px;padding:14px;border:0;border-radius:999px;background:linear-gradient(#ffe27a,#f5b400);color:#3a2600;font-size:18px;font-weight:900}
#spin:disabled{opacity:.5}#msg{min-height:20px;font-weight:700}.bal{font-size:14px;opacity:.9}
</style></head><body data-platform="${esc(adapter.platform)}" data-game="${esc(gameId)}">
<h1>${esc(name)}</h1><p class="sub">Demo provider · ${esc(adapter.platform)}</p>
<p class="bal">Balance: <b id="balance" data-testid="provider-balance">…</b> <span id="cur"></span></p>
<div class="reels" aria-live="polite"><div class="reel">7</div><div class="reel">★</div><div class="reel">$</div></div>
<div class="stakes" role="group" aria-label="Stake">${stakes}</div>
<button type="button" id="spin">Spin</button><p id="msg" role="status"></p>
<script src="/fake-provider/play.js"></script></body></html>`);
    },
  );

  app.get('/fake-provider/play.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(PLAY_SCRIPT),
  );

  app.post<{ Params: { platform: string }; Body: { token?: unknown } }>(
    '/fake-provider/:platform/balance',
    async (request, reply) => {
      const adapter = adapters.get(request.params.platform);
      if (!adapter) return reply.code(404).send({ status: 'ERROR', message: 'No such provider.' });
      const answer = await callWallet(adapter, 'balance', { token: String(request.body?.token ?? '') });
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post<{ Params: { platform: string }; Body: { token?: unknown; game_id?: unknown; stake?: unknown } }>(
    '/fake-provider/:platform/spin',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const adapter = adapters.get(request.params.platform);
      if (!adapter) return reply.code(404).send({ status: 'ERROR', message: 'No such provider.' });
      const stake = Number(request.body?.stake);
      if (!(FAKE_STAKES as readonly number[]).includes(stake))
        return reply.code(400).send({ status: 'ERROR', message: 'Pick a stake.' });
      const token = String(request.body?.token ?? '');
      const gameId = String(request.body?.game_id ?? '');
      const roundId = `r-${randomUUID()}`;
      const debit = await callWallet(adapter, 'debit', {
        token,
        round_id: roundId,
        tx_id: `d-${randomUUID()}`,
        game_id: gameId,
        amount: stake,
      });
      if (debit.status !== 'OK') return reply.send(debit);
      const mult = drawMultiplierTenths();
      const win = (stake * mult) / 10;
      const credit = await callWallet(adapter, 'credit', {
        player_id: debit.player_id,
        currency: debit.currency,
        round_id: roundId,
        tx_id: `c-${randomUUID()}`,
        amount: win,
        round_end: true,
      });
      return reply.send({ ...credit, stake, win, reels: reelsFor(mult), round_id: roundId });
    },
  );
}

/** The play page's script (no inline script: the site's CSP forbids it). */
const PLAY_SCRIPT = `(() => {
  const q = new URLSearchParams(location.search);
  const platform = document.body.dataset.platform;
  const token = q.get('token') || '';
  const gameId = document.body.dataset.game;
  const cur = q.get('currency') || '';
  const $ = (id) => document.getElementById(id);
  const fmt = (minor) => (minor / 100).toFixed(2);
  let stake = 100;
  $('cur').textContent = cur;
  const post = (path, body) => fetch('/fake-provider/' + platform + '/' + path, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then((r) => r.json());
  const show = (a) => { if (typeof a.balance === 'number') $('balance').textContent = fmt(a.balance); };
  post('balance', { token }).then((a) => {
    if (a.status === 'OK') show(a); else $('msg').textContent = 'Session expired: reopen the game.';
  });
  document.querySelectorAll('.stake').forEach((b) => b.addEventListener('click', () => {
    document.querySelectorAll('.stake').forEach((o) => { o.classList.remove('on'); o.setAttribute('aria-pressed', 'false'); });
    b.classList.add('on'); b.setAttribute('aria-pressed', 'true'); stake = Number(b.dataset.stake);
  }));
  $('spin').addEventListener('click', () => {
    $('spin').disabled = true; $('msg').textContent = '';
    post('spin', { token, game_id: gameId, stake }).then((a) => {
      if (a.status !== 'OK') {
        $('msg').textContent = a.error === 'INSUFFICIENT_FUNDS' ? 'Not enough balance for this stake.' : (a.message || 'The spin failed.');
        return;
      }
      document.querySelectorAll('.reel').forEach((r, i) => { r.textContent = a.reels[i]; });
      show(a);
      $('msg').textContent = a.win > 0 ? 'You win ' + fmt(a.win) + ' ' + cur + '!' : 'No win this time.';
      try { parent.postMessage({ type: 'game-balance', balance: a.balance, currency: a.currency }, location.origin); } catch (e) {}
    }).catch(() => { $('msg').textContent = 'Network error: try again.'; })
      .finally(() => { $('spin').disabled = false; });
  });
})();
`;
