/**
 * No deadlocks in the ledger (issue #14, item 8): every database transaction locks its ledger rows in one
 * global order, players' rows before the operator's. On PostgreSQL with real concurrency (on PGlite the
 * same scenarios run one transaction at a time, and must still come out right).
 *
 * The operator's shard is picked with Math.random; here it is forced to alternate between two rows, the
 * worst case of a random pick: a round whose stake and payout took different house rows locked them in
 * the opposite order of its neighbour's, and PostgreSQL answered "deadlock detected" (HTTP 500).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { Round } from '../../core/contract/schemas/inhouse';
import { InsufficientFunds } from '../../server/ledger/errors';
import { postTransaction, postTransactions } from '../../server/ledger/ledger';
import type { LedgerTransactionInput } from '../../server/ledger/types';
import { createTestApp, type TestApp } from './helpers/app';
import { body, cash, expectLedgerOk, fund, newPlayer } from './helpers/bets';
import { expectOperatorLockedLast } from './helpers/operator-lock';
import { testDb } from './helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Math.random alternating between the first and the last shard. */
function alternateShards(): void {
  let n = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => (n++ % 2 === 0 ? 0 : 0.999));
}

let keys = 0;
const key = (label: string) => `${label}-${process.pid}-${++keys}`;

describe('concurrent in-house rounds', () => {
  it('8 players x 40 dice rounds at once: no 5xx, every round paid, balances exact', async () => {
    const loops = 8;
    const rounds = 40;
    const players = await Promise.all(Array.from({ length: loops }, (_, i) => newPlayer(t, `dice${i}`)));
    for (const p of players) await fund(t.database.db, p.uid, 100_000);
    alternateShards();

    const results = await Promise.all(
      players.map(async ({ c, uid }) => {
        const failures: string[] = [];
        let net = 0;
        for (let i = 0; i < rounds; i++) {
          const res = await c.call('inhouseDicePlay', {
            key: key(`dice-${uid}`),
            amount: 100,
            mode: 'under',
            target: 4950,
          });
          if (res.statusCode !== 200) failures.push(`${res.statusCode} ${res.body}`);
          const round = body<Round>(res);
          if (round.dm_error === DmError.Ok) net += round.data.payout - round.data.amount;
        }
        return { uid, failures, net };
      }),
    );
    vi.restoreAllMocks();

    expect(results.flatMap((r) => r.failures)).toEqual([]);
    for (const r of results) expect(await cash(t.database.db, r.uid)).toBe(100_000 + r.net);
    await expectLedgerOk(t.database.db);
    // 320 rounds through the HTTP path: a loaded 2-core machine took over 30 s once.
  }, 90_000);
});

const stakeOf = (uid: number, amount: number): LedgerTransactionInput => ({
  key: key(`stake-${uid}`),
  kind: 'test_stake',
  postings: [
    { account: { uid, kind: 'cash', currency: 'BRL' }, amount: -amount },
    { account: { system: 'house_sports', currency: 'BRL' }, amount },
  ],
});
const payoutTo = (uid: number, amount: number): LedgerTransactionInput => ({
  key: key(`payout-${uid}`),
  kind: 'test_payout',
  postings: [
    { account: { system: 'house_sports', currency: 'BRL' }, amount: -amount },
    { account: { uid, kind: 'cash', currency: 'BRL' }, amount },
  ],
});

describe('a transaction that pays several players (postTransactions)', () => {
  const db = () => t.database.db;
  const UIDS = [880_001, 880_002, 880_003, 880_004];

  it('raced by those players own stakes, never deadlocks', async () => {
    for (const uid of UIDS) await fund(db(), uid, 10_000);
    alternateShards();
    const rotated = (i: number) => [...UIDS.slice(i % UIDS.length), ...UIDS.slice(0, i % UIDS.length)];
    // 12 transactions each pay the four players 10, in a rotated order; 12 rounds (3 per player) each
    // stake 10 and get 5 back, in one transaction each.
    const jobs = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? db().transaction((tx) =>
            postTransactions(
              tx,
              rotated(i >> 1).map((uid) => payoutTo(uid, 10)),
            ),
          )
        : db().transaction(async (tx) => {
            const uid = UIDS[(i >> 1) % UIDS.length]!;
            await postTransaction(tx, stakeOf(uid, 10));
            await postTransaction(tx, payoutTo(uid, 5));
          }),
    );
    const settled = await Promise.allSettled(jobs);
    vi.restoreAllMocks();
    expect(settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([]);
    for (const uid of UIDS) expect(await cash(db(), uid)).toBe(10_000 + 12 * 10 - 3 * 5);
    await expectLedgerOk(db());
  });

  it('keeps each movement on its own: a known key moves nothing, a debit needs the balance first', async () => {
    const uid = 880_010;
    await fund(db(), uid, 1000);
    const first = payoutTo(uid, 300);
    const posted = await db().transaction((tx) => postTransactions(tx, [first, payoutTo(uid, 200)]));
    expect(posted.map((p) => p.created)).toEqual([true, true]);
    const again = await db().transaction((tx) => postTransactions(tx, [first, payoutTo(uid, 1)]));
    expect(again.map((p) => p.created)).toEqual([false, true]);
    expect(again[0]!.id).toBe(posted[0]!.id);
    expect(await cash(db(), uid)).toBe(1501);
    // A stake of 2000 then a payout of 2000: the balance (1501) never covers the stake, so it is refused
    // even though the two together would add up to nothing.
    await expect(
      db().transaction((tx) => postTransactions(tx, [stakeOf(uid, 2000), payoutTo(uid, 2000)])),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await cash(db(), uid)).toBe(1501);
    await expectLedgerOk(db());
  });

  it.runIf(testDb().kind === 'postgres')(
    'locks the operator row last: a batch refused for a balance never waits for it',
    async () => {
      const [rich, poor] = [880_021, 880_022];
      await fund(db(), rich, 5000);
      await fund(db(), poor, 100);
      // Shard 0 of BRL house_sports exists (the funding above paid nothing from it: make sure it does).
      await db().transaction((tx) => postTransaction(tx, stakeOf(rich, 1), { random: () => 0 }));
      const batch = (amount: number) =>
        db().transaction((tx) =>
          postTransactions(tx, [payoutTo(rich, 10), stakeOf(poor, amount)], { random: () => 0 }),
        );
      await expectOperatorLockedLast(
        t.database.pool!,
        async () => expect(batch(1000)).rejects.toBeInstanceOf(InsufficientFunds),
        () => batch(50),
      );
      await expectLedgerOk(db());
    },
  );
});
