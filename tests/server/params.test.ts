import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { errorReports } from '../../server/db/schema';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = brandHeaders('placar_br');
const areaCheck = (query: string) =>
  t.app.inject({ method: 'GET', url: `${endpoints.areaCheck.path}?${query}`, headers });

const report = {
  host: 'placarbet.com.br',
  method: 'GET',
  uri: '/api/piranha/v1/banner/index',
  http_status: 200,
  dm_error: 1001,
  error_msg: 'bad',
  event_time: 1_700_000_000_000,
  cost: 120,
};

describe('added parameters are sanitised (SPEC §5) before they are read', () => {
  it("drops a 'p' longer than 100 characters instead of refusing the request", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.confGlobal.path}?p=${'a'.repeat(150)}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const short = await t.app.inject({
      method: 'GET',
      url: `${endpoints.confGlobal.path}?p=${'a'.repeat(100)}`,
      headers,
    });
    expect(short.statusCode).toBe(200);
  });

  it("removes 'undefined' values: the country falls back to the brand's", async () => {
    const res = await areaCheck('lca_coun=undefined');
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<{ country_code: string }>>().data.country_code).toBe('BR');
  });

  it("removes lca_coun 'null'", async () => {
    const res = await areaCheck('lca_coun=null');
    expect(res.statusCode).toBe(200);
    expect(res.json<EnvelopeBody<{ country_code: string }>>().data.country_code).toBe('BR');
  });

  it("removes a required parameter sent as 'undefined', then names it as missing", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.matchList.path}?tab_key=InPlay&page_limit=undefined`,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_msg).toBe('page_limit is required');
  });

  it("removes uid and sid 'null': the report is stored as a visitor's", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${endpoints.errorReport.path}?uid=null&sid=null&smid=dev-1`,
      headers,
      payload: report,
    });
    expect(res.statusCode).toBe(200);
    const withUid = await t.app.inject({
      method: 'POST',
      url: `${endpoints.errorReport.path}?uid=42&sid=s1`,
      headers,
      payload: { ...report, trace_id: 'second' },
    });
    expect(withUid.statusCode).toBe(200);
    const rows = await t.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(2);
    expect(rows.map((r) => [r.traceId, r.uid])).toEqual([
      ['second', '42'],
      [null, null],
    ]);
  });

  it('still refuses an added parameter that is too long for its field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.confGlobal.path}?smid=${'d'.repeat(65)}`,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_msg).toBe('smid must NOT have more than 64 characters');
  });

  it('accepts the Appname header and does not need it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpoints.confGlobal.path,
      headers: { appkey: 'placar_br' },
    });
    expect(res.statusCode).toBe(200);
  });
});
