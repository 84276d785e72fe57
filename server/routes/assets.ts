/**
 * Non-API resources the client loads: generated team crests, and the health
 * check used by load balancers and the e2e harness.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { teams } from '../db/schema';
import { crestSvg } from '../sport/crest';

export function registerAssetRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;

  // /manifest.webmanifest: server/install/routes.ts.

  app.get<{ Params: { file: string } }>('/img/teams/:file', async (request, reply) => {
    const m = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const [team] = m
      ? await db
          .select()
          .from(teams)
          .where(eq(teams.id, Number(m[1])))
      : [];
    if (!team) return reply.code(404).type('text/plain; charset=utf-8').send('No such team');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml; charset=utf-8')
      .send(crestSvg(team.name, team.shortName));
  });

  app.get('/health', async (_request, reply) => {
    try {
      await database.ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok', db: 'ok' });
    } catch (err) {
      reply.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'error', db: 'unreachable' });
    }
  });
}
