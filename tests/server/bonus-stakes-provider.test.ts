/**
 * Bonus money in provider (seamless wallet) stakes (issue #16, server/games/providers/wallet.ts with
 * server/bets/bonus-stakes.ts): with 10.00 cash and a 50.00 unlocking bonus, a 30.00 debit takes 10 cash + 20
 * bonus, a 60.00 credit comes back 20 cash + 40 bonus, a rollback gives back its debit's 10 + 20, the wallet's
 * balance answers cash + bonus, a repeated debit tx id moves nothing, and a credit after the unlock is cash.
 * After each: the ledger's invariants and, per player and currency, the balances of bonuses in states 0-1 =
 * the ledger's bonus account.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusState } from '../../core/promotions/types';
import { rowsOf } from '../../server/db/rows';
import { gameRounds, gameWalletTxs, playerBonuses, promoCampaigns } from '../../server/db/schema';
import { sign } from '../../server/games/providers/adapters';
import { playerBalance, postTransaction } from '../../server/ledger/ledger';
import { rulesOf } from '../../server/promotions/campaigns';
import { grantMovement } from '../../server/promotions/grant';
import { unlockMovement } from '../../server/promotions/unlock';
import { createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { expectLedgerOk, fund, newPlayer } from './helpers/bets';

let t: TestApp;
const clock = Date.parse('2026-11-22T12:00:00Z');
const now = () => clock;
const DAY = 86_400_000;
const db = () => t.database.db;
const SECRET = 'dev-only-secret-pgsoft';
let grants = 0;

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

interface WalletReply {
  status: string;
  balance: number;
  replay: boolean;
  error?: string;
}

async function wallet(op: string, payload: object): Promise<WalletReply> {
  const raw = JSON.stringify(payload);
  const ts = String(clock);
  const res = await t.app.inject({
    method: 'POST',
    url: `/game-provider/pgsoft/wallet/${op}`,
    headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-signature': sign(SECRET, ts, raw) },
    payload: raw,
  });
  return res.json<WalletReply>();
}

/** An unlocking bonus of `amount` (no maximum stake, wagering far off), its money granted through the ledger. */
async function grant(uid: number, amount: number): Promise<number> {
  const [campaign] = await db().select().from(promoCampaigns).limit(1);
  const [row] = await db()
    .insert(playerBonuses)
    .values({
      uid,
      brandId: campaign!.brandId,
      campaignId: campaign!.id,
      sourceRef: `test:bonus-stakes-provider:${++grants}`,
      currency: 'BRL',
      amount,
      balance: amount,
      wagerRequired: 10_000_000,
      rules: { ...rulesOf(campaign!.rules), maxStake: 0 },
      state: BonusState.Unlocking,
      grantedAt: new Date(clock - DAY),
      activatedAt: new Date(clock - DAY),
      expiresAt: new Date(clock + 7 * DAY),
    })
    .returning();
  await db().transaction((tx) => postTransaction(tx, grantMovement(row!)));
  return row!.id;
}

/** A player with 10.00 cash, a 50.00 unlocking bonus and a launched pgsoft game. */
async function player(label: string) {
  const { c, uid } = await newPlayer(t, label);
  await fund(db(), uid, 1000);
  const bonusId = await grant(uid, 5000);
  const launch = await c.call('gameLaunch', { game_platform: 'pgsoft', game_id: 'koi-cascade' });
  expect(launch.statusCode, launch.body).toBe(200);
  const url = (launch.json() as EnvelopeBody<{ launch_url: string }>).data.launch_url;
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  return { uid, bonusId, token };
}

const money = async (uid: number) => {
  const b = await playerBalance(db(), uid, 'BRL');
  return { cash: b.cash, bonus: b.bonus };
};
const bonusBalance = async (id: number) =>
  (await db().select().from(playerBonuses).where(eq(playerBonuses.id, id)))[0]!.balance;
const roundOf = async (roundId: string) =>
  (await db().select().from(gameRounds).where(eq(gameRounds.roundId, roundId)))[0]!;
const txOf = async (txId: string) =>
  (await db().select().from(gameWalletTxs).where(eq(gameWalletTxs.txId, txId)))[0]!;

/** Per player and currency: the balances of bonuses in states 0-1 = the ledger's bonus account. */
async function expectBonusBalancesMatchLedger(): Promise<void> {
  const rows = rowsOf<{ uid: string }>(
    await db().execute(sql`
      with b as (
        select uid, currency, sum(balance) as total from player_bonuses where state in (0, 1)
        group by uid, currency
      ), l as (
        select owner_uid as uid, currency, sum(balance) as total from ledger_accounts where kind = 'bonus'
        group by owner_uid, currency
      )
      select coalesce(b.uid, l.uid) as uid from b full outer join l on l.uid = b.uid and l.currency = b.currency
      where coalesce(b.total, 0) <> coalesce(l.total, 0)`),
  );
  expect(rows).toEqual([]);
}

async function checks(): Promise<void> {
  await expectLedgerOk(db());
  await expectBonusBalancesMatchLedger();
}

describe('bonus money in provider wallet stakes', () => {
  it('a debit takes 10 cash + 20 bonus, a credit pays 20 + 40, a repeat moves nothing', async () => {
    const { uid, bonusId, token } = await player('bonus-provider-win');
    expect(await wallet('balance', { token })).toMatchObject({ status: 'OK', balance: 6000 });
    const debit = { token, round_id: 'bp-r1', tx_id: 'bp-d1', game_id: 'koi-cascade', amount: 3000 };
    expect(await wallet('debit', debit)).toMatchObject({ status: 'OK', balance: 3000, replay: false });
    expect(await money(uid)).toEqual({ cash: 0, bonus: 3000 });
    expect(await bonusBalance(bonusId)).toBe(3000);
    expect((await txOf('bp-d1')).bonusPart).toBe(2000);
    const round = await roundOf('bp-r1');
    expect([round.debited, round.debitedBonus, round.bonusId]).toEqual([3000, 2000, bonusId]);
    await checks();

    // The same tx id again: the first answer, nothing moved.
    expect(await wallet('debit', debit)).toMatchObject({ status: 'OK', balance: 3000, replay: true });
    expect(await money(uid)).toEqual({ cash: 0, bonus: 3000 });
    expect((await roundOf('bp-r1')).debitedBonus).toBe(2000);

    const credit = { player_id: uid, currency: 'BRL', round_id: 'bp-r1', tx_id: 'bp-c1', amount: 6000 };
    expect(await wallet('credit', credit)).toMatchObject({ status: 'OK', balance: 9000, replay: false });
    expect(await money(uid)).toEqual({ cash: 2000, bonus: 7000 });
    expect(await bonusBalance(bonusId)).toBe(7000);
    expect(await wallet('credit', credit)).toMatchObject({ status: 'OK', balance: 9000, replay: true });
    expect(await money(uid)).toEqual({ cash: 2000, bonus: 7000 });
    await checks();
  });

  it('a rollback gives back its debit 10 cash + 20 bonus', async () => {
    const { uid, bonusId, token } = await player('bonus-provider-rollback');
    const debit = { token, round_id: 'bp-r2', tx_id: 'bp-d2', game_id: 'koi-cascade', amount: 3000 };
    expect(await wallet('debit', debit)).toMatchObject({ status: 'OK', balance: 3000 });
    const rollback = {
      player_id: uid,
      currency: 'BRL',
      round_id: 'bp-r2',
      tx_id: 'bp-rb2',
      ref_tx_id: 'bp-d2',
    };
    expect(await wallet('rollback', rollback)).toMatchObject({ status: 'OK', balance: 6000, replay: false });
    expect(await money(uid)).toEqual({ cash: 1000, bonus: 5000 });
    expect(await bonusBalance(bonusId)).toBe(5000);
    const round = await roundOf('bp-r2');
    expect([round.debited, round.debitedBonus]).toEqual([0, 0]);
    expect(await wallet('rollback', rollback)).toMatchObject({ status: 'OK', balance: 6000, replay: true });
    expect(await money(uid)).toEqual({ cash: 1000, bonus: 5000 });
    await checks();
  });

  it('refuses a debit cash and bonus together do not cover', async () => {
    const { uid, token } = await player('bonus-provider-short');
    const debit = { token, round_id: 'bp-r3', tx_id: 'bp-d3', game_id: 'koi-cascade', amount: 6001 };
    expect(await wallet('debit', debit)).toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    expect(await money(uid)).toEqual({ cash: 1000, bonus: 5000 });
    await checks();
  });

  it('a credit after the bonus unlocked goes to cash', async () => {
    const { uid, bonusId, token } = await player('bonus-provider-unlock');
    const debit = { token, round_id: 'bp-r4', tx_id: 'bp-d4', game_id: 'koi-cascade', amount: 3000 };
    expect(await wallet('debit', debit)).toMatchObject({ status: 'OK', balance: 3000 });
    // The bonus unlocks while the round is open: its 30.00 balance moves to cash.
    await db().transaction(async (tx) => {
      const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)).for('update');
      await postTransaction(tx, unlockMovement(row!));
      await tx.update(playerBonuses).set({ state: BonusState.Unlocked }).where(eq(playerBonuses.id, bonusId));
    });
    expect(await money(uid)).toEqual({ cash: 3000, bonus: 0 });
    await checks();
    const credit = { player_id: uid, currency: 'BRL', round_id: 'bp-r4', tx_id: 'bp-c4', amount: 6000 };
    expect(await wallet('credit', credit)).toMatchObject({ status: 'OK', balance: 9000 });
    expect(await money(uid)).toEqual({ cash: 9000, bonus: 0 });
    await checks();
  });
});
