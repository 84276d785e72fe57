/**
 * Multi-accounting (issue #16). The welcome offers a player gets once (the register bonus and the
 * first-deposit bonus) are not granted to an account when
 * - its device (the client's `smid`, kept on its sessions) has already been used by another account of the
 *   brand that received a bonus of the same campaign (ever), or
 * - its network address (the sessions' `ip`) has been used within the last NETWORK_WINDOW_MS by
 *   NETWORK_LIMIT other accounts of the brand that received a bonus of the same campaign within that window.
 *   An address alone allows a few: carrier NAT and shared flats put several honest players behind one
 *   address, while a farm of accounts on one line is stopped after the limit (a household window, not "one
 *   per IP forever"). A loopback address is the machine itself (a developer's, an end-to-end run), no
 *   household, and is not counted.
 * Redeem codes: a code once per device as well as once per account (redeem.ts), and the route rate-limits
 * tries per player and per address (routes/promotions.ts), so codes cannot be guessed in bulk.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';

/** Other accounts per address that may get the same welcome offer within the window. */
export const NETWORK_LIMIT = 2;
export const NETWORK_WINDOW_MS = 30 * 86_400_000;

/** Whether another account of the brand that shares a device with `uid` has a bonus of this campaign. */
export async function deviceAlreadyRewarded(
  db: DbOrTx,
  uid: number,
  brandId: string,
  campaignId: number,
): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from sessions mine
      join sessions other on other.smid = mine.smid and other.uid <> mine.uid and other.brand_id = ${brandId}
      join player_bonuses b on b.uid = other.uid and b.campaign_id = ${campaignId}
      where mine.uid = ${uid} and mine.smid <> ''
      limit 1`),
  );
  return rows.length > 0;
}

/** Whether NETWORK_LIMIT other accounts on `uid`'s addresses got this campaign's bonus within the window. */
export async function networkAlreadyRewarded(
  db: DbOrTx,
  uid: number,
  brandId: string,
  campaignId: number,
  now: number,
): Promise<boolean> {
  const since = new Date(now - NETWORK_WINDOW_MS).toISOString();
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select count(distinct other.uid) as n from sessions mine
      join sessions other on other.ip = mine.ip and other.uid <> mine.uid and other.brand_id = ${brandId}
        and other.created_at >= ${since}::timestamptz
      join player_bonuses b on b.uid = other.uid and b.campaign_id = ${campaignId}
        and b.granted_at >= ${since}::timestamptz
      where mine.uid = ${uid} and mine.ip <> '' and mine.ip not like '127.%' and mine.ip <> '::1'`),
  );
  return Number(rows[0]?.n ?? 0) >= NETWORK_LIMIT;
}

/** Either check: the welcome offer is not granted (nothing is written; the deposit itself is credited). */
export async function welcomeOfferAbused(
  db: DbOrTx,
  uid: number,
  brandId: string,
  campaignId: number,
  now: number,
): Promise<boolean> {
  return (
    (await deviceAlreadyRewarded(db, uid, brandId, campaignId)) ||
    (await networkAlreadyRewarded(db, uid, brandId, campaignId, now))
  );
}

/** Whether another account on one of `uid`'s devices has used this redeem code. */
export async function codeUsedOnDevice(
  db: DbOrTx,
  uid: number,
  brandId: string,
  codeId: number,
): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from sessions mine
      join sessions other on other.smid = mine.smid and other.uid <> mine.uid and other.brand_id = ${brandId}
      join redeem_uses u on u.uid = other.uid and u.code_id = ${codeId}
      where mine.uid = ${uid} and mine.smid <> ''
      limit 1`),
  );
  return rows.length > 0;
}
