/**
 * Issue #20 "No SPEC channel, referrer or tracking path answers 404": every call of the channels (referrer,
 * events, pwa award, share, postbacks, tracking batches, performance log, Brazil bridge), the UI switch and the
 * manifest answers from its handler (an envelope; a bad or empty body is a 400, a missing session a 604), never
 * the not-found answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as channels from '../../core/contract/endpoints-channels';
import * as install from '../../core/contract/endpoints-install';
import { pwaIndex, pwaManifest } from '../../core/contract/endpoints-core';
import type { Endpoint } from '../../core/contract/endpoint';
import { brandHeaders, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = {
  ...channels,
  ...install,
  pwaManifest,
  pwaIndex,
} as unknown as Record<string, Endpoint<unknown, unknown>>;

describe('the channels paths', () => {
  it.each(Object.entries(all).filter(([, e]) => typeof e === 'object' && 'path' in e))(
    '%s answers from its handler',
    async (_name, e) => {
      const res = await t.app.inject({
        method: e.method,
        url: `${e.path}?smid=dev-paths&cv=1.0.0`,
        headers: brandHeaders('placar_br'),
        ...(e.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).not.toBe(404);
      const body = res.json<{ dm_error?: number }>();
      expect(typeof body.dm_error === 'number' || e.path.includes('/conf/pwa/get')).toBe(true);
    },
  );
});
