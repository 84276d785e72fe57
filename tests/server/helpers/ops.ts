/** Operator console test helpers: an operator's browser (cookie, password + TOTP sign-in), extra operators. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Endpoint } from '../../../core/contract/endpoint';
import type { OpsRole } from '../../../core/ops/permissions';
import { hashPassword } from '../../../server/accounts/crypto';
import type { Db } from '../../../server/db/database';
import { operators } from '../../../server/db/schema-ops';
import { DEMO_OPS_PASSWORD, DEMO_OPS_TOTP_SECRET } from '../../../server/db/seed/ops';
import { totpCode } from '../../../server/ops/totp';
import type { EnvelopeBody } from './app';

/** The test's clock: every sign-in moves it one TOTP step on, so no code is a replay of the last one. */
export class OpsClock {
  constructor(public ms: number) {}
  readonly now = () => this.ms;
  nextStep() {
    this.ms += 30_000;
  }
}

let ipSeq = 0;

export class OpsClient {
  token: string | undefined;
  readonly ip = `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
  constructor(
    readonly app: FastifyInstance,
    readonly clock: OpsClock,
  ) {}

  async call<Q, R>(ep: Endpoint<Q, R>, payload: Q): Promise<LightMyRequestResponse> {
    const get = ep.method === 'GET';
    const qs = get ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : '';
    const res = await this.app.inject({
      method: ep.method,
      url: `${ep.path}${qs}`,
      headers: this.token ? { cookie: `ops_session=${this.token}` } : {},
      remoteAddress: this.ip,
      ...(get ? {} : { payload: payload as object }),
    });
    const set = res.cookies.find((c) => c.name === 'ops_session');
    if (set) this.token = set.value || undefined;
    return res;
  }

  async ok<Q, R>(ep: Endpoint<Q, R>, payload: Q): Promise<R> {
    const res = await this.call(ep, payload);
    expect(res.statusCode, `${ep.path}: ${res.body}`).toBe(200);
    const body = res.json() as EnvelopeBody<R>;
    expect(body.dm_error, res.body).toBe(0);
    return body.data;
  }

  /** Password then the current TOTP code of `secret` (the seeded one by default). */
  async signIn(email: string, password = DEMO_OPS_PASSWORD, secret = DEMO_OPS_TOTP_SECRET) {
    const { opsLogin, opsTotp } = await import('../../../core/contract/endpoints-ops');
    this.clock.nextStep();
    await this.ok(opsLogin, { email, password });
    await this.ok(opsTotp, { code: totpCode(secret, this.clock.ms) });
    return this;
  }
}

export const status = (res: LightMyRequestResponse) => ({
  http: res.statusCode,
  dm: (res.json() as EnvelopeBody).dm_error,
});

/** An operator made for a test (another brand, another role). */
export async function addOperator(db: Db, email: string, role: OpsRole, brands: string[]) {
  await db.insert(operators).values({
    email,
    name: email,
    role,
    brands,
    passwordHash: await hashPassword(DEMO_OPS_PASSWORD),
    totpSecret: DEMO_OPS_TOTP_SECRET,
  });
}
