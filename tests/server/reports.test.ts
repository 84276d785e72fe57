import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { crashReports, feedback } from '../../server/db/schema';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

let clock = 1_800_000_000_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    reportLimits: {
      reports: { capacity: 3, refillPerSecond: 1 / 10 },
      feedback: { capacity: 2, refillPerSecond: 1 / 60 },
    },
  });
});
afterAll(() => t.close());

const crash = {
  url: 'https://placarbet.com.br/sport',
  action_type: 'crash',
  errorType: 'TypeError',
  isWhiteScreen: true,
  error_detail: 'x is undefined',
};
const send = (path: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: path, headers: brandHeaders('placar_br'), payload, remoteAddress: ip });

describe('client reports', () => {
  it('stores a crash report with its brand', async () => {
    const res = await send(endpoints.crashReport.path, crash, '10.0.0.9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: {}, dm_error: 0, error_msg: '' });
    const rows = await t.database.db.select().from(crashReports).where(eq(crashReports.ip, '10.0.0.9'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brandId: 'br', errorType: 'TypeError', isWhiteScreen: true });
  });

  it('stores feedback and answers its id', async () => {
    const res = await send(
      endpoints.feedbackAdd.path,
      { country: 'br', content: 'Deposit page is slow', contact: 'a@b.c' },
      '10.0.0.8',
    );
    const id = res.json<EnvelopeBody<{ id: number }>>().data.id;
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ country: 'BR', content: 'Deposit page is slow', brandId: 'br' });
  });

  it('refuses empty feedback', async () => {
    const res = await send(endpoints.feedbackAdd.path, { country: 'BR', content: '' }, '10.0.0.7');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_msg).toBe('content must NOT have fewer than 1 characters');
  });

  it('rate-limits reports per IP with 429 RateLimited, and lets them through again later', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await send(endpoints.crashReport.path, crash, '10.0.0.2')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await send(endpoints.crashReport.path, crash, '10.0.0.2');
    expect(limited.json()).toMatchObject({ data: null, dm_error: DmError.RateLimited });
    // Another device is not affected.
    expect((await send(endpoints.crashReport.path, crash, '10.0.0.3')).statusCode).toBe(200);
    clock += 10_000;
    expect((await send(endpoints.crashReport.path, crash, '10.0.0.2')).statusCode).toBe(200);
    expect((await send(endpoints.crashReport.path, crash, '10.0.0.2')).statusCode).toBe(429);
  });
});
