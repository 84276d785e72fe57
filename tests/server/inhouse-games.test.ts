import { createHash, createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { BetList, BigWinList, Round, SeedsInfo } from '../../core/contract/schemas/inhouse';
import { fairMessage, FairStream } from '../../core/games/fair';
import { playDice } from '../../core/games/dice';
import { FRUIT_FIESTA, playSlotRound, slotPayout } from '../../core/games/slot';
import { inhouseRounds } from '../../server/db/schema-inhouse';
import { createTestApp, type TestApp } from './helpers/app';
import { body, cash, expectLedgerOk, fund, newKey, newPlayer } from './helpers/bets';

let t: TestApp;
const clock = Date.parse('2026-11-22T12:00:00Z');
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const roundsOf = async (uid: number) =>
  (await t.database.db.select({ n: count() }).from(inhouseRounds).where(eq(inhouseRounds.uid, uid)))[0]!.n;

const streamOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  new FairStream(
    (round) =>
      new Uint8Array(
        createHmac('sha256', serverSeed)
          .update(fairMessage(clientSeed, nonce, round))
          .digest(),
      ),
  );

describe('seeds', () => {
  it('shows the server seed hashed, counts nonces, and reveals it on rotation', async () => {
    const { c, uid } = await newPlayer(t, 'seeds');
    await fund(t.database.db, uid, 10_000);
    const first = body<SeedsInfo>(await c.call('inhouseSeeds')).data;
    expect(first.current.nonce).toBe(0);
    expect(first.previous).toBeNull();
    expect(first.current.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);

    const set = await c.call('inhouseClientSeedSet', { client_seed: 'my-lucky-seed' });
    expect(body<SeedsInfo>(set).data.current.client_seed).toBe('my-lucky-seed');
    expect((await c.call('inhouseClientSeedSet', { client_seed: 'bad:seed' })).statusCode).toBe(400);

    const rounds: Round[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await c.call('inhouseDicePlay', {
        key: newKey(),
        amount: 100,
        mode: 'under',
        target: 5000,
      });
      expect(res.statusCode, res.body).toBe(200);
      rounds.push(body<Round>(res).data);
    }
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2]);
    expect(rounds.every((r) => r.server_seed === '' && r.client_seed === 'my-lucky-seed')).toBe(true);

    const rotated = body<SeedsInfo & { revealed: SeedsInfo['previous'] }>(
      await c.call('inhouseSeedRotate', {}),
    ).data;
    const revealed = rotated.revealed!;
    expect(createHash('sha256').update(revealed.server_seed).digest('hex')).toBe(
      first.current.server_seed_hash,
    );
    expect(revealed.nonce).toBe(3);
    expect(rotated.current.nonce).toBe(0);
    expect(rotated.current.server_seed_hash).not.toBe(first.current.server_seed_hash);

    // Every round is now verifiable: recall it and recompute it from the revealed seed.
    for (const r of rounds) {
      const again = body<Round>(
        await c.call('gameBetRewardInfo', {}, { query: { round_id: String(r.round_id) } }),
      ).data;
      expect(again.server_seed).toBe(revealed.server_seed);
      const replay = playDice(
        streamOf(revealed.server_seed, again.client_seed, again.nonce),
        {
          mode: 'under',
          target: 5000,
        },
        100,
      );
      expect((again.result as { roll: number }).roll).toBe(replay.roll);
      expect(again.payout).toBe(replay.payout);
    }
    await expectLedgerOk(t.database.db);
  });
});

describe('per-bet rounds and money', () => {
  it('debits the stake and credits the payout in one transaction; the balance matches', async () => {
    const { c, uid } = await newPlayer(t, 'slot');
    await fund(t.database.db, uid, 100_000);
    let expected = 100_000;
    for (let i = 0; i < 30; i++) {
      const res = await c.call('inhouseSlotSpin', { key: newKey(), amount: 200 });
      expect(res.statusCode, res.body).toBe(200);
      const r = body<Round>(res).data;
      expected += r.payout - 200;
    }
    expect(await cash(t.database.db, uid)).toBe(expected);
    const list = body<BetList>(
      await c.call('gameBetList', {}, { query: { game_id: 'slot', page_size: '10' } }),
    ).data;
    expect(list.list).toHaveLength(10);
    expect(list.next).toBeGreaterThan(0);
    await expectLedgerOk(t.database.db);
  });

  it('a slot round replays from its seeds, free spins included', async () => {
    const { c, uid } = await newPlayer(t, 'slotreplay');
    await fund(t.database.db, uid, 10_000);
    const r = body<Round>(await c.call('inhouseSlotSpin', { key: newKey(), amount: 200 })).data;
    const rotated = body<{ revealed: { server_seed: string } }>(await c.call('inhouseSeedRotate', {})).data;
    const round = playSlotRound(FRUIT_FIESTA, streamOf(rotated.revealed.server_seed, r.client_seed, r.nonce));
    expect(slotPayout(FRUIT_FIESTA, 200, round)).toBe(r.payout);
    expect((r.result as { base: { stops: number[] } }).base.stops).toEqual(round.base.stops);
  });

  it('is exactly-once under retries and concurrent duplicates of one key', async () => {
    const { c, uid } = await newPlayer(t, 'idem');
    await fund(t.database.db, uid, 10_000);
    const key = newKey();
    const bet = { key, amount: 1000, mode: 'over', target: 4999 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.call('inhouseDicePlay', bet)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = new Set(answers.map((a) => body<Round>(a).data.round_id));
    expect(ids.size).toBe(1);
    const again = body<Round>(await c.call('inhouseDicePlay', bet)).data;
    expect(ids.has(again.round_id)).toBe(true);
    expect(await roundsOf(uid)).toBe(1);
    expect(await cash(t.database.db, uid)).toBe(10_000 - 1000 + again.payout);
    // The same key with another request is refused and changes nothing.
    const conflict = await c.call('inhouseDicePlay', { ...bet, amount: 500 });
    expect(body(conflict).dm_error).toBe(DmError.IdempotencyConflict);
    expect(await roundsOf(uid)).toBe(1);
    await expectLedgerOk(t.database.db);
  });

  it('never lets the balance go negative, also with concurrent bets', async () => {
    const { c, uid } = await newPlayer(t, 'broke');
    await fund(t.database.db, uid, 1000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        c.call('inhouseRoulettePlay', {
          key: newKey(),
          bets: [{ kind: 'straight', numbers: [0], amount: 400 }],
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => body<Round>(a).data);
    const refused = answers.filter((a) => a.statusCode !== 200);
    for (const a of refused) expect(body(a).dm_error).toBe(DmError.InsufficientBalance);
    const balance = await cash(t.database.db, uid);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(1000 - 400 * ok.length + ok.reduce((s, r) => s + r.payout, 0));
    expect(await roundsOf(uid)).toBe(ok.length);
    // A refused bet used no nonce: the nonces are 0..n-1.
    expect(ok.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(ok.map((_, i) => i));
    await expectLedgerOk(t.database.db);
  });

  it('refuses malformed bets with a clear code and changes nothing', async () => {
    const { c, uid } = await newPlayer(t, 'bad');
    await fund(t.database.db, uid, 10_000);
    const cases: [string, object][] = [
      ['inhouseSlotSpin', { key: newKey(), amount: 150 }],
      ['inhouseDicePlay', { key: newKey(), amount: 100, mode: 'under', target: 9600 }],
      ['inhouseRoulettePlay', { key: newKey(), bets: [{ kind: 'split', numbers: [1, 5], amount: 100 }] }],
      ['inhouseRoulettePlay', { key: newKey(), bets: [{ kind: 'dozen', numbers: [4], amount: 100 }] }],
    ];
    for (const [name, payload] of cases) {
      const res = await c.call(name as 'inhouseSlotSpin', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).dm_error).toBe(DmError.InhouseBadBet);
    }
    expect(await roundsOf(uid)).toBe(0);
    expect(await cash(t.database.db, uid)).toBe(10_000);
  });

  it('needs a session', async () => {
    const { Client } = await import('./helpers/accounts');
    const visitor = new Client(t.app, '10.99.0.1', 'visitor-device');
    const res = await visitor.call('inhouseDicePlay', {
      key: newKey(),
      amount: 100,
      mode: 'under',
      target: 5000,
    });
    expect(res.statusCode).toBe(604);
  });

  it('lists big wins from real rounds', async () => {
    const { c, uid } = await newPlayer(t, 'bigwin');
    await fund(t.database.db, uid, 100_000);
    // Straight-up bets pay 36x: play until one wins (deterministic for the seeds drawn, bounded).
    let won: Round | null = null;
    for (let i = 0; i < 300 && !won; i++) {
      const r = body<Round>(
        await c.call('inhouseRoulettePlay', {
          key: newKey(),
          bets: [{ kind: 'straight', numbers: [7], amount: 100 }],
        }),
      ).data;
      if (r.payout > 0) won = r;
    }
    expect(won).not.toBeNull();
    const latest = body<BigWinList>(await c.call('bigWinList')).data.list;
    expect(latest.find((w) => w.round_id === won!.round_id)).toMatchObject({
      game_platform: 'inhouse',
      game_id: 'roulette',
      payout: 3600,
      multiplier: 3600,
    });
    const all = body<BigWinList>(await c.call('bigWinAll', {}, { query: { game_id: 'roulette' } })).data.list;
    expect(all.some((w) => w.round_id === won!.round_id)).toBe(true);
    expect(all.every((w) => w.nick.includes('***'))).toBe(true);
    await expectLedgerOk(t.database.db);
  });
});
