/**
 * Development stand-ins for the channels the page runs in (issue #20), 404 in production like /dev/outbox:
 *
 * - GET /dev/native-shell.html (+ its script): a web page that plays the operator's native app shell. It opens
 *   the app in a window of its own (the app's CSP forbids framing) and exposes the shell's message channel
 *   (`ReactNativeWebView.postMessage`) that the app finds on its same-origin opener (src/platform/device.ts). It shows its own login when the page asks for the
 *   native login schema, logs the player in through the API (the cookie session is the frame's too) and
 *   answers with the cid; it can call the page's methods (ping, an unknown one) and logs every message.
 * - GET /dev/telegram-web-app.js: a stand-in for Telegram's webview script (window.Telegram.WebApp with
 *   initData from the URL hash, theme parameters, viewport, back button), for tests that must not reach
 *   telegram.org. The real script is https://telegram.org/js/telegram-web-app.js.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../core/contract/endpoints';

export const DEV_SHELL_PATH = '/dev/native-shell.html';
export const DEV_TELEGRAM_SCRIPT_PATH = '/dev/telegram-web-app.js';

const SHELL_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Native shell (development)</title>
<style>
body{margin:0;font:14px system-ui;background:#111;color:#eee;display:flex;flex-direction:column;height:100vh}
header{display:flex;gap:.5rem;align-items:center;padding:.4rem .6rem;background:#222;flex-wrap:wrap}
header h1{font-size:14px;margin:0 auto 0 0}
iframe{flex:1;border:0;width:100%;background:#fff}
#log{max-height:7rem;overflow:auto;margin:0;padding:.3rem .6rem;background:#000;font:12px monospace;list-style:none}
dialog form{display:grid;gap:.5rem;min-width:16rem}
button{font:inherit;padding:.3rem .6rem}
</style></head><body>
<header><h1>Native shell (development)</h1>
<button type="button" id="open">Open app</button>
<button type="button" id="ping">Send ping</button>
<button type="button" id="unknown">Call unknown method</button></header>
<p id="status">The app opens in its own window, as the shell's webview.</p>
<ol id="log" aria-label="Shell log"></ol>
<dialog id="login" aria-labelledby="login-title"><form id="login-form" method="dialog">
<h2 id="login-title">Shell login</h2>
<label>E-mail <input name="email" type="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<p id="login-error" role="alert"></p>
<button type="submit">Log in with the shell</button>
</form></dialog>
<script src="/dev/native-shell.js"></script></body></html>`;

const SHELL_JS = (loginPath: string) => `(function () {
  var logList = document.getElementById('log');
  var start = new URLSearchParams(location.search).get('start') || '/';
  if (start.charAt(0) !== '/' || start.charAt(1) === '/') start = '/';
  var appWindow = null;
  document.getElementById('open').addEventListener('click', function () { appWindow = window.open(start, 'native-shell-app'); log('app opened at ' + start); });
  function log(text) { var li = document.createElement('li'); li.textContent = text; logList.appendChild(li); }
  function toPage(message) { if (appWindow) appWindow.postMessage(JSON.stringify(message), location.origin); }
  var loginCid = null;
  var seq = 0;
  // The channel the app finds on its same-origin opener (the object a React Native WebView injects).
  window.ReactNativeWebView = {
    postMessage: function (raw) {
      var m; try { m = JSON.parse(raw); } catch (e) { log('bad message'); return; }
      log('page -> shell: ' + m.url_path + (m.params && m.params.code !== undefined ? ' code ' + m.params.code + (m.params.msg ? ' ' + m.params.msg : '') : ''));
      if (m.url_path === 'login') { loginCid = m.cid; document.getElementById('login').showModal(); }
      else if (m.url_path === 'getDeviceId') toPage({ cid: m.cid, code: 0, data: { device_id: 'shell-device-7' } });
      else if (m.url_path === 'openExternal' || m.url_path === 'download') toPage({ cid: m.cid, code: 0, data: {} });
      else if (m.url_path.slice(-7) !== ':answer') toPage({ cid: m.cid, code: 404, data: {}, msg: 'Function not exist' });
    }
  };
  document.getElementById('login-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var form = ev.target;
    fetch(${JSON.stringify(loginPath)}, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: form.email.value, password: form.password.value }) })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        if (body.dm_error !== 0) { document.getElementById('login-error').textContent = body.error_msg || 'Login failed'; return; }
        document.getElementById('login').close();
        log('shell login ok');
        toPage({ cid: loginCid, code: 0, data: { uid: String(body.data.uid) } });
      })
      .catch(function () { document.getElementById('login-error').textContent = 'Network error'; });
  });
  document.getElementById('ping').addEventListener('click', function () { toPage({ cid: 'shell-' + (++seq), url_path: 'ping', params: {} }); });
  document.getElementById('unknown').addEventListener('click', function () { toPage({ cid: 'shell-' + (++seq), url_path: 'noSuchMethod', params: {} }); });
})();
`;

const TELEGRAM_STAND_IN = `/* Stand-in for telegram-web-app.js (development and tests only). */
(function () {
  var hash = new URLSearchParams(location.hash.slice(1));
  var theme = {};
  try { theme = JSON.parse(hash.get('tgWebAppThemeParams') || '{}'); } catch (e) { theme = {}; }
  var backHandlers = [];
  var events = {};
  var back = {
    isVisible: false,
    show: function () { back.isVisible = true; document.documentElement.dataset.tgBack = 'shown'; },
    hide: function () { back.isVisible = false; document.documentElement.dataset.tgBack = 'hidden'; },
    onClick: function (fn) { backHandlers.push(fn); },
    offClick: function (fn) { backHandlers = backHandlers.filter(function (h) { return h !== fn; }); }
  };
  window.Telegram = { WebApp: {
    initData: hash.get('tgWebAppData') || '',
    platform: hash.get('tgWebAppPlatform') || 'unknown',
    version: hash.get('tgWebAppVersion') || '7.0',
    themeParams: theme,
    colorScheme: 'dark',
    viewportHeight: window.innerHeight,
    viewportStableHeight: window.innerHeight,
    isExpanded: false,
    BackButton: back,
    ready: function () { document.documentElement.dataset.tgReady = '1'; },
    expand: function () { this.isExpanded = true; },
    onEvent: function (name, fn) { (events[name] = events[name] || []).push(fn); },
    offEvent: function (name, fn) { events[name] = (events[name] || []).filter(function (h) { return h !== fn; }); },
    /* Tests press Telegram's back button with this. */
    __pressBack: function () { backHandlers.slice().forEach(function (h) { h(); }); }
  } };
})();
`;

export function registerDevShell(app: FastifyInstance, enabled: boolean): void {
  app.get(DEV_SHELL_PATH, async (_request, reply) => {
    if (!enabled) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(SHELL_HTML);
  });
  app.get('/dev/native-shell.js', async (_request, reply) => {
    if (!enabled) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(SHELL_JS(endpoints.emailLogin.path));
  });
  app.get(DEV_TELEGRAM_SCRIPT_PATH, async (_request, reply) => {
    if (!enabled) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(TELEGRAM_STAND_IN);
  });
}
