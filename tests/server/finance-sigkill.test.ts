/**
 * Crash safety of the money calls: the server runs as its own process (server/main.ts), a load of deposits
 * (create + sandbox paid) and withdrawals (create, some failed back) runs against it, and it is killed with
 * SIGKILL in the middle. Restarted on the same data, every operation the server acknowledged is there, each
 * player's cash equals what their orders say it must be, and the ledger balances.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../core/contract/endpoints';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { payOrders } from '../../server/db/schema-payments';
import { checkLedger, playerBalance } from '../../server/ledger/ledger';
import { createPgDatabase, snapshotBlob, testDb } from './helpers/database';
import { registration } from './helpers/registration';

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: '/nonexistent',
      FEED: 'off',
      PAYMENTS_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (m) resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1'), exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

let env: Record<string, string>;
let reopen: () => Promise<OpenDatabase>;
beforeAll(async () => {
  if (testDb().kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'finance-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await (await openDatabase({ kind: 'pglite', dataDir, snapshot: snapshotBlob() })).close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    reopen = () => openDatabase({ kind: 'pglite', dataDir });
  } else {
    const cfg = testDb();
    const created = await createPgDatabase(cfg.kind === 'postgres' ? cfg.template : null);
    cleanups.push(() => created.drop());
    env = { DATABASE_URL: created.url };
    reopen = () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
  }
});

class HttpPlayer {
  cookie = '';
  uid = 0;
  accountId = 0;
  constructor(
    public base: string,
    readonly email: string,
  ) {}
  async call(name: EndpointName, payload: Record<string, unknown> = {}) {
    const { method, path } = endpoints[name];
    const qs = new URLSearchParams({ smid: `kill-${this.email}`, cv: '1.0.0' });
    if (method === 'GET') for (const [k, v] of Object.entries(payload)) qs.set(k, String(v));
    const res = await fetch(`${this.base}${path}?${qs}`, {
      method,
      headers: {
        appkey: 'keo_vn',
        appname: 'web',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(payload) : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    const body = (await res.json()) as { data: Record<string, unknown>; dm_error: number; error_msg: string };
    return { status: res.status, body };
  }
  async ok(name: EndpointName, payload: Record<string, unknown> = {}) {
    const r = await this.call(name, payload);
    if (r.status !== 200 || r.body.dm_error !== 0)
      throw new Error(`${name}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  }
}

/** What the server acknowledged (a 200 answer reached us). */
interface Ack {
  uid: number;
  orderId: string;
  direction: 'payin' | 'payout';
  /** The state the acknowledged answer reported. */
  state: string;
}

describe('SIGKILL during a load of deposits and withdrawals', () => {
  it('keeps every acknowledged operation and a balanced ledger after a restart', async () => {
    const first = await startServer(env);
    const players = [0, 1, 2, 3].map((i) => new HttpPlayer(first.url, `kill-${i}-${Date.now()}@example.com`));
    for (const p of players) {
      p.uid = Number(
        (
          await p.ok('emailRegister', {
            ...registration(),
            email: p.email,
            password: 'correct horse 1',
          })
        ).uid,
      );
      const acct = await p.ok('accountElementsSet', {
        method: 'BankTransfer',
        account_no: '0123456789012',
        holder_name: 'Nguyen Van A',
        tax_id: '1020304050',
      });
      p.accountId = Number(acct.account_id);
    }
    const acks: Ack[] = [];
    let seq = 0;
    let stop = false;
    let killedAt = -1;
    const KILL_AFTER = 120;

    const worker = async (p: HttpPlayer) => {
      while (!stop) {
        const n = ++seq;
        try {
          const dep = await p.ok('payinCreate', {
            amount: 5000 + n,
            pay_type: 'BankTransfer',
            idempotency_key: `dep-${p.uid}-${n}`,
          });
          acks.push({
            uid: p.uid,
            orderId: String(dep.order_id),
            direction: 'payin',
            state: String(dep.state),
          });
          const paid = await p.ok('sandboxMark', {
            order_id: dep.order_id,
            outcome: n % 5 === 0 ? 'failed' : 'paid',
          });
          acks.push({
            uid: p.uid,
            orderId: String(dep.order_id),
            direction: 'payin',
            state: String(paid.state),
          });
          const wd = await p.call('payoutCreate', {
            forfeit_bonus: true,
            amount: 3000 + n,
            account_id: p.accountId,
            idempotency_key: `wd-${p.uid}-${n}`,
          });
          if (wd.status === 200 && wd.body.dm_error === 0) {
            acks.push({
              uid: p.uid,
              orderId: String(wd.body.data.order_id),
              direction: 'payout',
              state: String(wd.body.data.state),
            });
            if (n % 3 === 0) {
              const back = await p.ok('sandboxMark', { order_id: wd.body.data.order_id, outcome: 'failed' });
              acks.push({
                uid: p.uid,
                orderId: String(wd.body.data.order_id),
                direction: 'payout',
                state: String(back.state),
              });
            }
          }
        } catch {
          return; // the server is gone: this request was never acknowledged
        }
        if (acks.length >= KILL_AFTER && killedAt < 0) {
          killedAt = acks.length;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(players.map(worker));
    stop = true;
    await first.exited;
    expect(killedAt).toBeGreaterThanOrEqual(KILL_AFTER);

    // Restart on the same data: a lock left by the killed process is taken over.
    const second = await startServer(env);
    try {
      for (const p of players) {
        p.base = second.url;
        const list: { order_id: string; state: string }[] = [];
        let cursor = '';
        for (;;) {
          const page = (await p.ok('payHistory', { page_size: 50, ...(cursor ? { cursor } : {}) })) as {
            list: { order_id: string; state: string }[];
            cursor: string;
            has_more: boolean;
          };
          list.push(...page.list);
          if (!page.has_more) break;
          cursor = page.cursor;
        }
        const byId = new Map(list.map((o) => [o.order_id, o.state]));
        for (const ack of acks.filter((a) => a.uid === p.uid)) {
          expect(byId.has(ack.orderId), `order ${ack.orderId} acknowledged but missing`).toBe(true);
          const now = byId.get(ack.orderId)!;
          // A later state may have landed after the ack; a final acknowledged state never changes.
          if (ack.state === 'paid' || ack.state === 'failed') expect(now).toBe(ack.state);
        }
      }
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }

    const database = await reopen();
    try {
      const { db } = database;
      const check = await checkLedger(db);
      expect(check.problems).toEqual([]);
      for (const p of players) {
        const orders = await db
          .select()
          .from(payOrders)
          .where(and(eq(payOrders.uid, p.uid), inArray(payOrders.state, ['paid', 'pending', 'created'])));
        const expected = orders.reduce(
          (sum, o) => (o.direction === 'payin' ? sum + (o.state === 'paid' ? o.amount : 0) : sum - o.amount),
          0,
        );
        expect((await playerBalance(db, p.uid, 'VND')).cash).toBe(expected);
      }
      console.info(
        `SIGKILL test (${testDb().kind}): ${acks.length} acknowledged operations, killed after ${killedAt}`,
      );
    } finally {
      await database.close();
    }
  }, 180_000);
});
