import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { bridgeProfiles, trackingEvents, trackingReports } from '../../server/db/schema';
import { Player } from './finance-support';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

let clock = 1_800_000_000_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    trackingLimits: {
      reports: { capacity: 100, refillPerSecond: 1 },
      batches: { capacity: 3, refillPerSecond: 1 / 10 },
    },
  });
});
afterAll(() => t.close());

const post = (path: string, payload: object, smid = 'dev-1', ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `${path}?smid=${smid}`,
    headers: brandHeaders('placar_br'),
    payload,
    remoteAddress: ip,
  });
const get = (path: string, query: string, smid = 'dev-1', ip = '10.1.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `${path}?smid=${smid}&${query}`,
    headers: brandHeaders('placar_br'),
    remoteAddress: ip,
  });
const data = <T>(res: { json: <B>() => B }) => res.json<EnvelopeBody<T>>().data;

describe('referrer check', () => {
  it('reads the campaign, marks organic installs official, and keeps the first activation time', async () => {
    const first = await post(endpoints.referrerCheck.path, {
      install_referrer: 'utm_source=facebook&utm_medium=cpc&utm_campaign=br_summer',
      timezone: 'America/Sao_Paulo',
    });
    expect(first.statusCode).toBe(200);
    expect(data(first)).toEqual({ activate_time: 1_800_000_000, utm_campaign: 'br_summer', official: false });
    clock += 60_000;
    const again = await post(endpoints.referrerCheck.path, {
      install_referrer: 'utm_source=google-play&utm_medium=organic',
      report_id: 'chk-2',
    });
    expect(data(again)).toEqual({ activate_time: 1_800_000_000, utm_campaign: '', official: true });
    const other = await post(
      endpoints.referrerCheck.path,
      { apk_referrer: 'https://x.example/d?utm_campaign=apk1' },
      'dev-2',
    );
    expect(data(other)).toMatchObject({
      activate_time: 1_800_000_060,
      utm_campaign: 'apk1',
      official: false,
    });
  });
});

describe('once per report id', () => {
  it('stores a pixel event once per report id and answers reported false the second time', async () => {
    const env = { report_id: 'env-1', tool: 'facebook', pixel_id: 'px-77', click_id: 'fbclid-1' };
    expect(data(await post(endpoints.referrerEnvReport.path, env, 'dev-3'))).toEqual({ reported: true });
    expect(data(await post(endpoints.referrerEnvReport.path, env, 'dev-3'))).toEqual({ reported: false });
    const ev = { report_id: 'ev-1', event: 'CompleteRegistration', params: { value: 0 } };
    expect(data(await post(endpoints.eventReport.path, ev, 'dev-3'))).toEqual({ reported: true });
    expect(data(await post(endpoints.eventReport.path, ev, 'dev-3'))).toEqual({ reported: false });
    const rows = await t.database.db
      .select()
      .from(trackingReports)
      .where(and(eq(trackingReports.kind, 'event'), eq(trackingReports.reportId, 'ev-1')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brandId: 'br', smid: 'dev-3' });
  });

  it('stores a referrer link once and refuses a link that is not http(s)', async () => {
    const link = { report_id: 'lnk-1', link: 'https://placarbet.com.br/?inv=ABC123' };
    expect(data(await post(endpoints.referrerLink.path, link))).toEqual({ reported: true });
    expect(data(await post(endpoints.referrerLink.path, link))).toEqual({ reported: false });
    const bad = await post(endpoints.referrerLink.path, { report_id: 'lnk-2', link: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: null, dm_error: DmError.BadRequest });
  });
});

describe('postbacks', () => {
  it('pages the events for the device pixel after the cursor, with the default 10 s interval', async () => {
    await post(
      endpoints.referrerEnvReport.path,
      { report_id: 'env-9', tool: 'tiktok', pixel_id: 'tt-1' },
      'dev-9',
    );
    await post(
      endpoints.eventReport.path,
      { report_id: 'ev-9a', event: 'Purchase', params: { value: 50 } },
      'dev-9',
    );
    await post(endpoints.eventReport.path, { report_id: 'ev-9b', event: 'Deposit' }, 'dev-9');
    const page = data<{
      event_list: { event: string; pixel_id: string }[];
      next_interval: number;
      cursor: string;
    }>(await get(endpoints.referrerPostbackPage.path, 'tool=tiktok', 'dev-9'));
    expect(page.event_list.map((e) => [e.event, e.pixel_id])).toEqual([
      ['Purchase', 'tt-1'],
      ['Deposit', 'tt-1'],
    ]);
    expect(page.next_interval).toBe(10);
    const next = data<{ event_list: unknown[]; cursor: string }>(
      await get(endpoints.referrerPostbackPage.path, `tool=tiktok&cursor=${page.cursor}`, 'dev-9'),
    );
    expect(next).toMatchObject({ event_list: [], cursor: page.cursor });
    // Another device sees none of them.
    const other = data<{ event_list: unknown[] }>(
      await get(endpoints.referrerPostbackPage.path, 'tool=tiktok', 'dev-10'),
    );
    expect(other.event_list).toEqual([]);
    expect((await get(endpoints.referrerPostbackPage.path, 'tool=myspace', 'dev-9')).statusCode).toBe(400);
  });
});

describe('pwa award and share', () => {
  it('reports the installed app once per device', async () => {
    expect(data(await get(endpoints.pwaAwardCheck.path, '', 'dev-p'))).toEqual({
      installed: false,
      installed_at: 0,
    });
    const r = data(await post(endpoints.pwaAwardReport.path, { source: 'prompt' }, 'dev-p'));
    // A device without a player: no install reward (channel-rewards.test.ts has the player's).
    expect(r).toEqual({ installed: true, installed_at: Math.floor(clock / 1000), reward: 0 });
    await post(endpoints.pwaAwardReport.path, { source: 'prompt' }, 'dev-p');
    const rows = await t.database.db
      .select()
      .from(trackingReports)
      .where(and(eq(trackingReports.kind, 'pwa'), eq(trackingReports.smid, 'dev-p')));
    expect(rows).toHaveLength(1);
  });

  it('stores a share', async () => {
    const res = await post(
      endpoints.sharePush.path,
      { channel: 'whatsapp', url: 'https://placarbet.com.br/i/ABC' },
      'dev-s',
    );
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(trackingReports).where(eq(trackingReports.smid, 'dev-s'));
    expect(rows[0]).toMatchObject({ kind: 'share', data: { channel: 'whatsapp' } });
  });
});

describe('tracking batches', () => {
  it('stores a batch of h5log, h5quality and basic events, and refuses an unknown type', async () => {
    const events = [
      { type: 'basic', name: 'content_view', event_time: clock, params: { path: '/sport' } },
      { type: 'h5log', name: 'page_show', event_time: clock },
      { type: 'h5quality', name: 'api_slow', event_time: clock, params: { cost: 2400 } },
    ];
    const res = await post(endpoints.adMdUpload.path, { events }, 'dev-b', '10.1.0.50');
    expect(data(res)).toEqual({ stored: 3 });
    const rows = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.smid, 'dev-b'));
    expect(rows.map((r) => r.type).sort()).toEqual(['basic', 'h5log', 'h5quality']);
    const bad = await post(
      endpoints.adMdUpload.path,
      { events: [{ type: 'spy', name: 'x', event_time: 1 }] },
      'dev-b',
      '10.1.0.50',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('stores a performance log and rate-limits batches per IP', async () => {
    const perf = { url: 'https://placarbet.com.br/sport', metrics: { ttfb: 120, fcp: 800 } };
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post(endpoints.perfLogUpload.path, perf, 'dev-q', '10.1.0.60')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const rows = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.smid, 'dev-q'));
    expect(rows[0]).toMatchObject({ type: 'performance', params: { url: perf.url, ttfb: 120, fcp: 800 } });
  });
});

describe('Brazil bridge profile (user/brg/profile/get)', () => {
  it('answers is_bridge false for a usual player and the balance total with the back url for a bridge user', async () => {
    const p = await new Player(t.app).register();
    const plain = await p.call('brgProfile');
    expect(data(plain)).toEqual({
      is_bridge: false,
      balance_total: 0,
      currency: 'BRL',
      back_url: '',
      partner: '',
    });
    await t.database.db
      .insert(bridgeProfiles)
      .values({ brandId: 'br', uid: p.uid, partner: 'parceiro', backUrl: 'https://parceiro.example/app' });
    expect(data(await p.call('brgProfile'))).toMatchObject({
      is_bridge: true,
      currency: 'BRL',
      back_url: 'https://parceiro.example/app',
      partner: 'parceiro',
    });
  });

  it('needs a session', async () => {
    const res = await get(endpoints.brgProfile.path, '', 'dev-x');
    expect(res.statusCode).toBe(604);
  });
});
