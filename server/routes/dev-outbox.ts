/**
 * GET /dev/outbox: the last 50 outgoing messages, newest first, so a developer or a test can read e-mail
 * codes without a mail server. 404 in production (NODE_ENV=production).
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { outbox } from '../db/schema-accounts';

export const DEV_OUTBOX_PATH = '/dev/outbox';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** How the row left: e-mail by SMTP, SMS by the gateway (accounts/sms.ts), or it only sits here. */
const status = (r: { channel: string; sentAt: Date | null; error: string | null }) => {
  const sms = r.channel === 'sms';
  if (r.sentAt) return sms ? 'sent by the SMS gateway' : 'sent by SMTP';
  if (r.error) return `${sms ? 'SMS gateway' : 'SMTP'} failed: ${escape(r.error)}`;
  return sms ? 'SMS sandbox: not sent to a gateway' : 'not sent (no SMTP)';
};

export function registerDevOutbox(app: FastifyInstance, db: Db, enabled: boolean): void {
  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    if (!enabled) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
    const items = rows
      .map(
        (r) => `<article>
<h2>${escape(r.subject)}</h2>
<p><b>To</b> ${escape(r.recipient)} · <b>Brand</b> ${escape(r.brandId)} · <time>${r.createdAt.toISOString()}</time>
 · ${status(r)}</p>
<pre>${escape(r.body)}</pre>
</article>`,
      )
      .join('\n');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<style>body{font:14px system-ui;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (development)</h1>
<p>The last 50 messages, newest first. This page does not exist in production.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`);
  });
}
