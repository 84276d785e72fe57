/**
 * Area rules are enforced by the server (issue #14, item 6). Only area/check answered 403, and it trusted
 * the client's lca_coun. Now the server decides the country (a trusted proxy's CF-IPCountry or
 * X-Country-Code; else the brand's own in development, none in production) and every call of AREA_GATED
 * (logins and sign-ups, deposits, withdrawals, bets and game rounds, game launches) from a country the
 * brand does not serve answers HTTP 403 / dm_error 403 (SPEC §8: the page goes to /forbidden). Browsing
 * stays open. The allow list is the operator's area_rules table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { schemaTable } from '../../core/contract/schema-table';
import { areaRules } from '../../server/db/schema';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { AREA_GATED } from '../../server/http/area';
import { brandHeaders, createTestApp, type TestApp } from './helpers/app';
import { sessionCookie } from './helpers/accounts';
import { sampleValue } from './helpers/schema-values';
import { Player, envelope } from './finance-support';
import { registration } from './helpers/registration';

const demoLogin = { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password };

/** The player's call from `country` (the proxy's header; null: none); keeps the session cookie it gets. */
async function from(p: Player, country: string | null, name: EndpointName, input: object = {}) {
  const { method, path } = endpoints[name];
  const qs = new URLSearchParams({
    smid: `dev-${p.ip}`,
    ...(method === 'GET' ? (input as Record<string, string>) : {}),
  });
  const res = await p.app.inject({
    method,
    url: `${path}?${qs.toString()}`,
    headers: {
      ...brandHeaders(p.appKey),
      ...(country ? { 'cf-ipcountry': country } : {}),
      ...(p.token ? { cookie: `session=${p.token}` } : {}),
    },
    remoteAddress: p.ip,
    ...(method === 'POST' ? { payload: input } : {}),
  });
  const cookie = sessionCookie(res);
  if (cookie) p.token = cookie.value === '' ? undefined : cookie.value;
  return res;
}

const isAreaRefusal = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && (JSON.parse(res.body) as { dm_error: number }).dm_error === DmError.AreaForbidden;

/** A valid request of the call (its schema's sample), as GET query strings or a POST body. */
const sampleOf = (name: EndpointName) => {
  const value = sampleValue(schemaTable[name].input) as Record<string, unknown>;
  return endpoints[name].method === 'GET'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : value;
};

describe('behind a trusted proxy', () => {
  let clock = Date.UTC(2026, 10, 22, 12);
  let t: TestApp;
  let p: Player;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true, now: () => clock });
    p = new Player(t.app, 'placar_br');
    const res = await from(p, 'BR', 'emailRegister', {
      ...registration(),
      email: `area.${p.ip}@example.com`,
      password: 'area password 1',
    });
    expect(res.statusCode, res.body).toBe(200);
    p.token = /session=([^;]+)/.exec(String(res.headers['set-cookie']))![1];
  });
  afterAll(() => t.close());

  it.each([...AREA_GATED])(
    '%s from the US on the Brazilian brand: 403, and not from Brazil',
    async (name) => {
      const input = sampleOf(name);
      const abroad = await from(p, 'US', name, input);
      expect(isAreaRefusal(abroad), `${abroad.statusCode} ${abroad.body}`).toBe(true);
      const home = await from(p, 'BR', name, input);
      expect(isAreaRefusal(home), home.body).toBe(false);
    },
  );

  it('a login with the right password is refused from abroad all the same; browsing is not', async () => {
    const visitor = new Player(t.app, 'placar_br');
    expect(isAreaRefusal(await from(visitor, 'US', 'emailLogin', demoLogin))).toBe(true);
    expect(isAreaRefusal(await from(visitor, 'XX', 'emailLogin', demoLogin))).toBe(true);
    expect(envelope(await from(visitor, 'BR', 'emailLogin', demoLogin)).dm_error).toBe(0);
    for (const [name, input] of [
      ['matchList', { tab_key: 'InPlay', page_limit: '10' }],
      ['confGlobal', {}],
      ['userBalance', {}],
      ['accountInfo', {}],
    ] as const) {
      const res = await from(p, 'US', name, input);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });

  it("the operator's allow list decides (area_rules), read again within 30 s", async () => {
    expect(isAreaRefusal(await from(p, 'PT', 'payinCreate', sampleOf('payinCreate')))).toBe(true);
    await t.database.db.insert(areaRules).values({ brandId: 'br', countryCode: 'PT' });
    clock += 31_000;
    const res = await from(p, 'PT', 'payinCreate', sampleOf('payinCreate'));
    expect(isAreaRefusal(res), res.body).toBe(false);
  });

  it('any country may use the crypto brand, which is not region-locked', async () => {
    const c = new Player(t.app, 'chain_crypto');
    const res = await from(c, 'US', 'emailRegister', {
      ...registration(),
      email: `area.c.${c.ip}@example.com`,
      password: 'area password 1',
    });
    expect(envelope(res).dm_error, res.body).toBe(0);
  });
});

describe('without a trusted proxy (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("takes the brand's own country: a country header anyone can send is ignored, and so is lca_coun", async () => {
    const v = new Player(t.app, 'golazo_mx');
    expect(isAreaRefusal(await from(v, 'US', 'emailLogin', demoLogin))).toBe(false);
    const check = await t.app.inject({
      method: 'GET',
      url: `${endpoints.areaCheck.path}?lca_coun=US`,
      headers: { ...brandHeaders('golazo_mx'), 'cf-ipcountry': 'US' },
    });
    expect(check.statusCode).toBe(200);
    expect(envelope<{ country_code: string }>(check).data.country_code).toBe('MX');
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true, env: { ...process.env, NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('a request without the proxy country has none: a region-locked brand refuses it (fail closed)', async () => {
    const v = new Player(t.app, 'placar_br');
    expect(isAreaRefusal(await from(v, null, 'emailLogin', demoLogin))).toBe(true);
    const check = await from(v, null, 'areaCheck');
    expect(isAreaRefusal(check)).toBe(true);
    expect(isAreaRefusal(await from(v, 'BR', 'areaCheck'))).toBe(false);
    expect(isAreaRefusal(await from(new Player(t.app, 'chain_crypto'), null, 'areaCheck'))).toBe(false);
  });
});
