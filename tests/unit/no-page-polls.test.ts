/**
 * The page never polls the API by itself (DESIGN.md §3, issue #15): repeated reads are engine topics, with
 * the engine's pause-when-hidden, back-off, offline and 604/403 handling. This walks src/ and fails on a timer
 * in a file that reaches the API (calls it, or imports an *-api module), unless the file is one of the named
 * exceptions below, each with its reason; and on any setInterval that is not a screen-only clock.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** Timers next to API calls that are not polls. */
const TIMERS_NEAR_API: Record<string, string> = {
  'src/platform/api.ts': "the client's own retry delays (SPEC §7: 3 retries, 1 s more per try)",
  'src/platform/api-host.ts': 'SPEC §7: a failed dynamic-host fetch is retried every 5 s until it answers',
  'src/features/sport/AzSearchPage.tsx': 'debounce: one search per pause in typing',
  'src/features/games/SlotGame.tsx': 'autoplay: spins the player asked for (bets, not reads)',
  'src/features/games/CrashGame.tsx':
    "the crash round's 300 ms state loop: the one documented exception (issue #15), a game clock not a feed",
  'src/features/betslip/use-place.ts': "a wait for the engine's next betOrders answer, no call of its own",
  'src/features/account/forms.tsx': "the code form's resend countdown (a screen clock)",
  'src/features/rg/WelcomePage.tsx':
    "the tour's wait for its smooth scroll to settle (a screen timer); it takes only NO_PARAMS from rg-api",
  'src/features/wallet/DepositWaitPage.tsx':
    "the payment code's countdown (a screen clock); the order's status is the engine's payinOrder topic",
  'src/features/messages/TopBar.tsx':
    "the top bar's rotation (SPEC turn_time, a screen clock); its messages are the engine's topBar topic",
  'src/features/messages/push/enable-push.ts':
    'the pause between the registration tries (a write, not a read)',
  'src/features/messages/push/heartbeat.ts':
    'SPEC §7/§9 push heartbeat: a report of this device every 60 s (a write the server expects, not a read)',
  'src/features/channels/error-watch.ts':
    'SPEC §9 white-screen check: 2 s debounce then 200 ms before looking at the page; reports are writes',
  'src/features/channels/native-bridge.ts': "a time-out for the native shell's answer (no API call)",
  'src/features/channels/perf-log.ts': 'SPEC §8: the performance log upload retried every 3 s (a write)',
  'src/features/channels/tracking.ts':
    'SPEC §4 tracking: the batch flush delay, the 3 s content-view wait and the heartbeat report (writes)',
  'src/app/main.tsx':
    'boot delays (the channels start after the load, the 20 s page preload); it imports api for a flag',
  'src/features/help/use-support-chat.ts':
    "the support chat socket's reconnect back-off (issue #24): a WebSocket is a push channel, not a poll",
  'src/features/promotions/BonusPopups.tsx':
    "the rain popup's navigation after its own history step (no API call)",
};

/** setInterval only for what the screen shows (and the app's own update check), never an API request. */
const SCREEN_CLOCKS: Record<string, string> = {
  'src/features/wallet/DepositWaitPage.tsx': 'the payment code countdown',
  'src/features/sport/use-ticker.ts': 'live match clocks',
  'src/features/home/BannerCarousel.tsx': 'SPEC §2 banner autoplay every 5 s',
  'src/platform/sw-bridge.ts': 'the hourly check for a new service worker (sw.js), not the API',
  'src/features/messages/push/heartbeat.ts': 'SPEC §7/§9 push heartbeat: a write every 60 s, never a read',
  'src/features/channels/tracking.ts':
    'SPEC §4 session heartbeat report while the player is active (a write)',
};

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const files = walk(join(ROOT, 'src')).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

const reachesApi = (text: string) =>
  /\.call\(|\bfetch\(/.test(text) || /from '[^']*(-api|platform\/api)'/.test(text);

describe('no page polls', () => {
  it('no timer sits next to an API call, but the named exceptions', () => {
    const offenders = files
      .filter((f) => /\bset(Timeout|Interval)\(/.test(f.text) && reachesApi(f.text))
      .map((f) => f.path)
      .filter((p) => !(p in TIMERS_NEAR_API));
    expect(offenders).toEqual([]);
  });

  it('setInterval only drives what the screen shows', () => {
    const offenders = files
      .filter((f) => /\bsetInterval\(/.test(f.text))
      .map((f) => f.path)
      .filter((p) => !(p in SCREEN_CLOCKS));
    expect(offenders).toEqual([]);
  });

  it('the exceptions still exist (a stale entry hides nothing)', () => {
    const paths = new Set(files.map((f) => f.path));
    for (const p of [...Object.keys(TIMERS_NEAR_API), ...Object.keys(SCREEN_CLOCKS)])
      expect(paths).toContain(p);
  });
});
