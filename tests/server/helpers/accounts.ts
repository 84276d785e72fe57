/** Account test helpers: calls with a cookie jar, cookie parsing, and reading codes from the outbox table. */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoints, type EndpointName } from '../../../core/contract/endpoints';
import { outbox } from '../../../server/db/schema-accounts';
import type { Db } from '../../../server/db/database';
import { brandHeaders } from './app';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function sessionCookie(res: LightMyRequestResponse): SetCookie | undefined {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  for (const line of lines) {
    const [pair, ...attrs] = line.split(';').map((p) => p.trim());
    const [name, ...value] = pair!.split('=');
    if (name !== 'session') continue;
    const attributes: Record<string, string | true> = {};
    for (const a of attrs) {
      const [k, ...v] = a.split('=');
      attributes[k!.toLowerCase()] = v.length ? v.join('=') : true;
    }
    return { name, value: value.join('='), attributes };
  }
  return undefined;
}

/** A browser: keeps the session cookie between calls like Chrome would. */
export class Client {
  token: string | undefined;
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '10.1.0.1',
    readonly smid = 'device-1',
  ) {}

  async call(name: EndpointName, payload: object = {}, extra: { query?: Record<string, string> } = {}) {
    const { method, path } = endpoints[name];
    const query = new URLSearchParams({ smid: this.smid, cv: '1.0.0', ...extra.query }).toString();
    const res = await this.app.inject({
      method,
      url: `${path}?${query}`,
      headers: { ...brandHeaders('placar_br'), ...(this.token ? { cookie: `session=${this.token}` } : {}) },
      remoteAddress: this.ip,
      ...(method === 'POST' ? { payload } : {}),
    });
    const cookie = sessionCookie(res);
    if (cookie) this.token = cookie.value === '' ? undefined : cookie.value;
    return res;
  }
}

/** The code in the newest outbox message to `email`. */
export async function lastCode(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}: ${row?.body}`);
  return code;
}
