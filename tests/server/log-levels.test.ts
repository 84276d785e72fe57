/**
 * Log levels (issue #14, item 9): an expected refusal (604 session expired, 400 bad input, 403, 404, 429)
 * is an info line, never an error; a real server fault (5xx) stays an error line, with the error. Read from
 * the app's own pino logger, captured.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { buildApp } from '../../server/app';
import type { OpenDatabase } from '../../server/db/open';
import { ApiFailure } from '../../server/http/failure';
import { brandHeaders } from './helpers/app';
import { openTestDatabase } from './helpers/database';

interface Line {
  level: number;
  msg?: string;
  status?: number;
  dm_error?: number;
  err?: { message?: string };
}

const ERROR = 50;
const INFO = 30;

let app: FastifyInstance;
let database: OpenDatabase;
const lines: Line[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as Line) });
  app = await buildApp({ database, clientDir: '/nonexistent', logger });
  // Two routes of this test only: a handler that fails as a bug would, and one a provider outage refuses.
  app.get('/api/test/bug', async () => {
    throw new Error('a bug in a handler');
  });
  app.get('/api/test/outage', async () => {
    throw new ApiFailure(503, DmError.PayMethodUnavailable, 'No payment provider serves this method');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The log lines one request wrote. */
async function linesOf(request: InjectOptions) {
  const from = lines.length;
  const res = await app.inject(request);
  return { res, written: lines.slice(from) };
}

const headers = brandHeaders('placar_br');

describe('log levels', () => {
  it('604 (no session where one is needed) is an info line', async () => {
    const { res, written } = await linesOf({ method: 'GET', url: endpoints.accountInfo.path, headers });
    expect(res.statusCode).toBe(604);
    expect(written.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(written).toContainEqual(
      expect.objectContaining({ level: INFO, status: 604, dm_error: DmError.SessionExpired }),
    );
  });

  it.each([
    ['400 bad input', { method: 'GET' as const, url: `${endpoints.matchList.path}?tab_key=InPlay`, headers }],
    ['404 unknown path', { method: 'GET' as const, url: '/api/piranha/nothing/here', headers }],
    [
      '403 foreign origin',
      {
        method: 'POST' as const,
        url: endpoints.logout.path,
        headers: { ...headers, origin: 'https://evil.example' },
        payload: {},
      },
    ],
  ])('%s is not an error line', async (_name, request) => {
    const { res, written } = await linesOf(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(written.filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('a real 5xx is an error line with the error, and the answer says nothing of it', async () => {
    const bug = await linesOf({ method: 'GET', url: '/api/test/bug', headers });
    expect(bug.res.statusCode).toBe(500);
    expect(bug.res.json()).toMatchObject({ dm_error: DmError.Internal });
    expect(bug.res.body).not.toContain('a bug in a handler');
    expect(bug.written.filter((l) => l.level === ERROR).map((l) => l.err?.message)).toEqual([
      'a bug in a handler',
    ]);
    const outage = await linesOf({ method: 'GET', url: '/api/test/outage', headers });
    expect(outage.res.statusCode).toBe(503);
    expect(outage.written.filter((l) => l.level === ERROR)).toHaveLength(1);
  });
});
