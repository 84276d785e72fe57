import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

/** Behind a trusted proxy (TRUST_PROXY=1): its country header says where the request comes from. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const check = (appKey: string, query = '', extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${endpoints.areaCheck.path}${query}`,
    headers: { ...brandHeaders(appKey), ...extra },
  });

describe('area check (SPEC §4, §8)', () => {
  it("lets a player in from the brand's country", async () => {
    const res = await check('golazo_mx', '', { 'cf-ipcountry': 'MX' });
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<{ country_code: string }>>().data).toEqual({ country_code: 'MX' });
  });

  it('answers 403 (HTTP and dm_error) outside the allowed countries of a region-locked brand', async () => {
    const res = await check('golazo_mx', '', { 'cf-ipcountry': 'BR' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: null, dm_error: DmError.AreaForbidden });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reads X-Country-Code as well as CF-IPCountry', async () => {
    expect((await check('placar_br', '', { 'x-country-code': 'US' })).statusCode).toBe(403);
    expect((await check('placar_br', '', { 'x-country-code': 'br' })).statusCode).toBe(200);
  });

  it("never trusts the client's lca_coun: the proxy's country decides", async () => {
    expect((await check('placar_br', '?lca_coun=BR', { 'cf-ipcountry': 'US' })).statusCode).toBe(403);
    const res = await check('placar_br', '?lca_coun=US', { 'cf-ipcountry': 'BR' });
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<{ country_code: string }>>().data.country_code).toBe('BR');
  });

  it('lets any country use the crypto brand, which is not region-locked', async () => {
    const res = await check('chain_crypto', '', { 'cf-ipcountry': 'PE' });
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<{ country_code: string }>>().data.country_code).toBe('PE');
  });

  it('area/get says where the player is and whether the brand serves them, without refusing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.areaGet.path}?lca_coun=IN`,
      headers: { ...brandHeaders('khel_in'), 'cf-ipcountry': 'KE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<unknown>>().data).toEqual({
      country_code: 'KE',
      brand_country: 'IN',
      allowed: false,
    });
  });
});
