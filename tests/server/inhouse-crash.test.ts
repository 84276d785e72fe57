import { createHash, createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { CrashState, Round } from '../../core/contract/schemas/inhouse';
import { CRASH_PAUSE_MS, crashPointFromHmac, crashTimeMs, multiplierAt } from '../../core/games/crash';
import { crashGames } from '../../server/db/schema-inhouse';
import { createCrashTable, type CrashTable } from '../../server/games/inhouse/crash';
import { createTestApp, type TestApp } from './helpers/app';
import { body, cash, expectLedgerOk, fund, newKey, newPlayer } from './helpers/bets';

let t: TestApp;
let clock = Date.parse('2026-11-22T12:00:00Z');
const now = () => clock;
let table: CrashTable;

beforeAll(async () => {
  t = await createTestApp({ now });
  table = createCrashTable(t.database.db, { now, chainLength: 200 });
});
afterAll(() => t.close());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function currentGame() {
  const [g] = await t.database.db.select().from(crashGames).orderBy(desc(crashGames.id)).limit(1);
  return g!;
}

/** Plays empty games until the open one will crash in [min, max) (the chain is random, the loop bounded). */
async function openGameCrashingBetween(min: number, max: number) {
  for (let i = 0; i < 150; i++) {
    await table.tick(clock);
    const g = await currentGame();
    if (clock >= g.bettingStartMs && clock < g.runningMs && g.crashPoint >= min && g.crashPoint < max)
      return g;
    clock = g.crashMs + CRASH_PAUSE_MS;
  }
  throw new Error('no suitable game in 150 tries');
}

describe('crash table', () => {
  it('bets in the betting phase, cash-outs while running, refuses after the crash; money exactly once', async () => {
    const game = await openGameCrashingBetween(200, 50_000);
    const players = await Promise.all(
      ['manual', 'auto', 'late', 'greedy'].map((l) => newPlayer(t, `crash-${l}`)),
    );
    for (const p of players) await fund(t.database.db, p.uid, 10_000);
    const [manual, auto, late, greedy] = players;

    const bet = async (
      c: (typeof players)[number]['c'],
      amount: number,
      autoCashout: number,
      key = newKey(),
    ) => {
      const res = await c.call('inhouseCrashBet', { key, amount, auto_cashout: autoCashout });
      return res;
    };
    const m1 = await bet(manual!.c, 1000, 0);
    expect(m1.statusCode, m1.body).toBe(200);
    const manualRound = body<Round>(m1).data;
    expect(manualRound).toMatchObject({ status: 'open', amount: 1000, payout: 0, server_seed: '' });
    expect((await bet(auto!.c, 1000, 150)).statusCode).toBe(200);
    expect((await bet(late!.c, 1000, 0)).statusCode).toBe(200);
    expect((await bet(greedy!.c, 1000, game.crashPoint + 1)).statusCode).toBe(200);
    // One bet per player per round; the stake left at once.
    expect(body(await bet(manual!.c, 500, 0)).dm_error).toBe(DmError.CrashAlreadyBet);
    expect(await cash(t.database.db, manual!.uid)).toBe(9_000);

    // Not running yet: no cash-out.
    const early = await manual!.c.call('inhouseCrashCashout', { round_id: manualRound.round_id });
    expect(body(early).dm_error).toBe(DmError.CrashNotRunning);

    // The state hides the crash point while the round runs.
    clock = game.runningMs + 1000;
    const running = body<CrashState>(await manual!.c.call('inhouseCrashState')).data;
    expect(running).toMatchObject({ phase: 'running', crash_point: 0, game_hash: '', game_id: game.id });
    expect(running.multiplier).toBe(multiplierAt(1000));
    expect(running.my_bet?.round_id).toBe(manualRound.round_id);

    // Bets are closed once it runs.
    const other = await newPlayer(t, 'crash-closed');
    await fund(t.database.db, other.uid, 10_000);
    expect(body(await bet(other.c, 100, 0)).dm_error).toBe(DmError.CrashNotBetting);
    expect(await cash(t.database.db, other.uid)).toBe(10_000);

    // Manual cash-out at 1.30x, sent five times at once: paid once.
    clock = game.runningMs + crashTimeMs(130);
    const outs = await Promise.all(
      Array.from({ length: 5 }, () =>
        manual!.c.call('inhouseCrashCashout', { round_id: manualRound.round_id }),
      ),
    );
    for (const o of outs) expect(o.statusCode, o.body).toBe(200);
    const paid = body<Round>(outs[0]!).data;
    expect(paid).toMatchObject({ status: 'settled', payout: 1300 });
    expect((paid.result as { cashout: number }).cashout).toBe(130);
    expect(await cash(t.database.db, manual!.uid)).toBe(9_000 + 1300);

    // The loop pays the auto cash-out at exactly 1.50x once the curve reaches it.
    clock = game.runningMs + crashTimeMs(150);
    expect((await table.tick(clock)).cashedOut).toBe(1);
    expect((await table.tick(clock)).cashedOut).toBe(0);
    expect(await cash(t.database.db, auto!.uid)).toBe(9_000 + 1500);

    // At the crash: a cash-out is refused, the late and the greedy bets lose.
    clock = game.crashMs;
    const busted = await late!.c.call('inhouseCrashCashout', {
      round_id: body<CrashState>(await late!.c.call('inhouseCrashState')).data.my_bet!.round_id,
    });
    expect(body(busted).dm_error).toBe(DmError.CrashBusted);
    const settled = await table.tick(clock);
    expect(settled.lost).toBe(2);
    expect(await cash(t.database.db, late!.uid)).toBe(9_000);
    expect(await cash(t.database.db, greedy!.uid)).toBe(9_000);

    // After the crash everything is public and checkable: the game hash, its crash point, the chain.
    const over = body<CrashState>(await manual!.c.call('inhouseCrashState')).data;
    expect(over).toMatchObject({ phase: 'crashed', crash_point: game.crashPoint, game_hash: game.gameHash });
    const hmac = new Uint8Array(createHmac('sha256', over.game_hash).update(over.salt).digest());
    expect(crashPointFromHmac(hmac)).toBe(over.crash_point);
    let link = over.game_hash;
    for (let i = 0; i < game.chainIndex; i++) link = sha256(link);
    expect(link).toBe(over.terminal_hash);
    const recalled = body<Round>(
      await manual!.c.call('gameBetRewardInfo', {}, { query: { round_id: String(manualRound.round_id) } }),
    ).data;
    expect(recalled).toMatchObject({
      server_seed: game.gameHash,
      client_seed: over.salt,
      nonce: game.chainIndex,
    });
    expect(over.history[0]).toMatchObject({ game_id: game.id, crash_point: game.crashPoint });

    // The next game opens after the pause; earlier games are settled.
    clock = game.crashMs + CRASH_PAUSE_MS;
    expect((await table.tick(clock)).opened).toBe(game.id + 1);
    const [old] = await t.database.db.select().from(crashGames).where(eq(crashGames.id, game.id));
    expect(old!.settled).toBe(true);
    expect(body<CrashState>(await manual!.c.call('inhouseCrashState')).data.phase).toBe('betting');
    await expectLedgerOk(t.database.db);
  });

  it('a retried bet (same key) is one bet; an unaffordable bet is refused and leaves nothing', async () => {
    await openGameCrashingBetween(100, 1_000_000);
    const p = await newPlayer(t, 'crash-retry');
    await fund(t.database.db, p.uid, 1_000);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => p.c.call('inhouseCrashBet', { key, amount: 600, auto_cashout: 0 })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => body<Round>(a).data.round_id)).size).toBe(1);
    expect(await cash(t.database.db, p.uid)).toBe(400);

    const q = await newPlayer(t, 'crash-poor');
    await fund(t.database.db, q.uid, 100);
    const res = await q.c.call('inhouseCrashBet', { key: newKey(), amount: 600, auto_cashout: 0 });
    expect(body(res).dm_error).toBe(DmError.InsufficientBalance);
    expect(await cash(t.database.db, q.uid)).toBe(100);
    expect(body<CrashState>(await q.c.call('inhouseCrashState')).data.my_bet).toBeNull();
    expect(
      body(await q.c.call('inhouseCrashBet', { key: newKey(), amount: 50, auto_cashout: 100 })).dm_error,
    ).toBe(DmError.InhouseBadBet);
    await expectLedgerOk(t.database.db);
  });

  it('the games follow the chain backwards: each game hash hashes to the previous one', async () => {
    const games = await t.database.db.select().from(crashGames).orderBy(crashGames.id);
    expect(games.length).toBeGreaterThan(1);
    for (let i = 1; i < games.length; i++) {
      if (games[i]!.chainId !== games[i - 1]!.chainId) continue;
      expect(sha256(games[i]!.gameHash)).toBe(games[i - 1]!.gameHash);
    }
  });
});
