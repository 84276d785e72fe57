import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    const res = await check('golazo_mx', '?lca_coun=MX');
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<{ country_code: string }>>().data).toEqual({ country_code: 'MX' });
  });

  it('answers 403 (HTTP and dm_error) outside the allowed countries of a region-locked brand', async () => {
    const res = await check('golazo_mx', '?lca_coun=BR');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: null, dm_error: DmError.AreaForbidden });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('uses the X-Country header when no lca_coun is sent', async () => {
    expect((await check('placar_br', '', { 'x-country': 'US' })).statusCode).toBe(403);
    expect((await check('placar_br', '', { 'x-country': 'br' })).statusCode).toBe(200);
  });

  it('prefers lca_coun over the header', async () => {
    expect((await check('placar_br', '?lca_coun=BR', { 'x-country': 'US' })).statusCode).toBe(200);
  });

  it('lets any country use the crypto brand, which is not region-locked', async () => {
    const res = await check('chain_crypto', '?lca_coun=PE');
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<{ country_code: string }>>().data.country_code).toBe('PE');
  });

  it('area/get says where the player is and whether the brand serves them, without refusing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.areaGet.path}?lca_coun=KE`,
      headers: brandHeaders('khel_in'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<unknown>>().data).toEqual({
      country_code: 'KE',
      brand_country: 'IN',
      allowed: false,
    });
  });
});
