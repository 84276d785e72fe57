/**
 * Serves the operator console's own build (dist/ops, vite.ops.config.ts): /ops and every /ops/* page get
 * ops.html (client-side routes), /ops/assets/* the hashed files. Registered only when the build is there.
 * The player app's service worker leaves /ops to the network (sw/cache-rules.ts NAVIGATION_DENYLIST).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function installOpsClient(app: FastifyInstance, opsDir: string): Promise<void> {
  const html = join(opsDir, 'ops.html');
  if (!existsSync(html)) return;
  const page = readFileSync(html);
  await app.register(fastifyStatic, {
    root: join(opsDir, 'assets'),
    prefix: '/ops/assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  const send = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);
  app.get('/ops', send);
  app.get('/ops/*', send);
}
