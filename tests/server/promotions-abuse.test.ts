/**
 * Multi-accounting (issue #16, server/promotions/abuse.ts): the sign-up bonus and the first-deposit bonus go
 * to one account per device; a second account opened on the same device gets neither, while an account on
 * another device still does. Per network address a few accounts get them within a 30-day window, then no
 * more. A redeem code is once per device as well as per account, and tries are rate-limited. The ledger sums
 * to zero after each.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import { DmError } from '../../core/contract/errors';
import type { BonusList, RedeemResult } from '../../core/contract/schemas/promotions';
import { sessions } from '../../server/db/schema-accounts';
import { playerBonuses } from '../../server/db/schema-promotions';
import { DEMO_REDEEM } from '../../server/db/seed/promotions';
import { NETWORK_LIMIT, NETWORK_WINDOW_MS } from '../../server/promotions/abuse';
import { createTestApp, type TestApp } from './helpers/app';
import { allowDepositBonuses } from './helpers/deposit-bonus';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';

let t: TestApp;
const clock = Date.UTC(2026, 10, 25, 15);
const now = () => clock;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now });
  await allowDepositBonuses(t.database.db, now());
}, 180_000);
afterAll(() => t?.close());

const kinds = async (p: Player) =>
  (await p.ok<BonusList>('bonusList', { tab: 'available', page_size: 50 })).list.map((b) => b.kind);

async function deposit(p: Player, amount: number) {
  const dep = await p.ok<PayinOrder>('payinCreate', {
    amount,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('d'),
  });
  await p.ok('sandboxMark', { order_id: dep.order_id, outcome: 'paid' });
}

describe('one welcome offer per device', () => {
  it('a second account on the same device gets no sign-up bonus; another device does', async () => {
    const first = await new Player(t.app, 'golazo_mx').register();
    expect(await kinds(first)).toContain('register');
    // Same device (the client's smid), a new account.
    const second = await new Player(t.app, 'golazo_mx', first.ip).register();
    expect(await kinds(second)).not.toContain('register');
    // Another device still gets it.
    const other = await new Player(t.app, 'golazo_mx').register();
    expect(await kinds(other)).toContain('register');
    await expectLedgerOk(db());
  });

  it('a second account on the same device gets no first-deposit bonus, the deposit itself is credited', async () => {
    const first = await new Player(t.app).register();
    await deposit(first, 5000);
    expect(await kinds(first)).toContain('first_deposit');
    const second = await new Player(t.app, 'placar_br', first.ip).register();
    await deposit(second, 5000);
    const rows = await db().select().from(playerBonuses).where(eq(playerBonuses.uid, second.uid));
    expect(rows.filter((b) => b.sourceRef === 'deposit')).toEqual([]);
    const balance = await second.ok<{ balances: { currency: string; cash: number }[] }>('userBalance');
    expect(balance.balances.find((b) => b.currency === 'BRL')?.cash).toBe(5000);
    await expectLedgerOk(db());
  });
});

/** A player on its own device (smid) but a given network address. */
class DevicePlayer extends Player {
  constructor(
    app: TestApp['app'],
    appKey: string,
    ip: string,
    readonly device: string,
  ) {
    super(app, appKey, ip);
  }
  override call(
    name: Parameters<Player['call']>[0],
    payload: object = {},
    query: Record<string, string> = {},
  ) {
    return super.call(name, payload, { smid: this.device, ...query });
  }
}

describe('a few welcome offers per address in a window (household / NAT)', () => {
  it(`after ${NETWORK_LIMIT} accounts on one address got the sign-up bonus, the next one there does not`, async () => {
    const ip = '203.0.113.7';
    const got: Player[] = [];
    for (let i = 0; i < NETWORK_LIMIT; i++) {
      const p = await new DevicePlayer(t.app, 'golazo_mx', ip, uniqueKey('dev')).register();
      expect(await kinds(p)).toContain('register');
      got.push(p);
    }
    const next = await new DevicePlayer(t.app, 'golazo_mx', ip, uniqueKey('dev')).register();
    expect(await kinds(next)).not.toContain('register');
    // Another address still gets it.
    const elsewhere = await new DevicePlayer(t.app, 'golazo_mx', '203.0.113.8', uniqueKey('dev')).register();
    expect(await kinds(elsewhere)).toContain('register');
    await expectLedgerOk(db());
  });

  it('the same holds for the first-deposit bonus; the deposit itself is credited', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < NETWORK_LIMIT; i++) {
      const p = await new DevicePlayer(t.app, 'placar_br', ip, uniqueKey('dev')).register();
      await deposit(p, 5000);
      expect(await kinds(p)).toContain('first_deposit');
    }
    const next = await new DevicePlayer(t.app, 'placar_br', ip, uniqueKey('dev')).register();
    await deposit(next, 5000);
    expect(await kinds(next)).not.toContain('first_deposit');
    expect(await next.cash()).toBe(5000);
    await expectLedgerOk(db());
  });

  it('only counts grants within the window', async () => {
    const ip = '198.51.100.20';
    const olds: Player[] = [];
    for (let i = 0; i < NETWORK_LIMIT; i++) {
      const p = await new DevicePlayer(t.app, 'golazo_mx', ip, uniqueKey('dev')).register();
      expect(await kinds(p)).toContain('register');
      olds.push(p);
    }
    // Those grants (and sessions) were long ago: outside the window they do not count.
    const long = new Date(clock - NETWORK_WINDOW_MS - 86_400_000);
    for (const p of olds) {
      await db().update(playerBonuses).set({ grantedAt: long }).where(eq(playerBonuses.uid, p.uid));
      await db().update(sessions).set({ createdAt: long }).where(eq(sessions.uid, p.uid));
    }
    const now2 = await new DevicePlayer(t.app, 'golazo_mx', ip, uniqueKey('dev')).register();
    expect(await kinds(now2)).toContain('register');
  });
});

describe('redeem codes against abuse', () => {
  it('a code is once per device too: a second account on the same device is refused, nothing granted', async () => {
    const device = uniqueKey('dev');
    const first = await new DevicePlayer(t.app, 'placar_br', '192.0.2.50', device).register();
    await first.ok<RedeemResult>('redeemCheck', { code: DEMO_REDEEM.code });
    const second = await new DevicePlayer(t.app, 'placar_br', '192.0.2.51', device).register();
    const res = await second.call('redeemCheck', { code: DEMO_REDEEM.code });
    expect(envelope(res).dm_error).toBe(DmError.RedeemCodeUsed);
    expect(await db().select().from(playerBonuses).where(eq(playerBonuses.uid, second.uid))).toEqual([]);
    await expectLedgerOk(db());
  });

  it('tries are rate-limited per player (guessing codes in bulk)', async () => {
    const p = await new Player(t.app).register();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(envelope(await p.call('redeemCheck', { code: `GUESS${i}` })).dm_error);
    expect(codes.slice(0, 10).every((c) => c === DmError.RedeemCodeUnknown)).toBe(true);
    expect(codes.slice(10)).toEqual([DmError.RateLimited, DmError.RateLimited]);
  });
});
