import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { quietChildLogger } from '../../server/http/quiet-log';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  const child = quietChildLogger.call(
    {} as FastifyInstance,
    parent as unknown as FastifyBaseLogger,
    { reqId: 'req-7' },
    {},
    {} as never,
  );
  return { lines, child };
}

describe('quiet request logger of the polled routes', () => {
  it('drops info and below, writes warn and up with the request id', () => {
    const { lines, child } = capture('info');
    child.info('incoming request');
    child.debug('detail');
    child.warn('slow');
    child.error({ err: new Error('boom') }, 'request failed');
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['slow', 'req-7'],
      ['request failed', 'req-7'],
    ]);
  });

  it('keeps a parent stricter than warn as strict', () => {
    const { lines, child } = capture('error');
    child.warn('slow');
    child.error('request failed');
    expect(lines.map((l) => l.msg)).toEqual(['request failed']);
  });
});
