/**
 * Who a push broadcast reaches (issue #24): the brand's players (not those closing their account, nor those
 * in a time out / self-exclusion, who get no marketing: issue #21), all of them or those at VIP level n+,
 * registered in the last n days, or with a paid deposit (not an operator credit) in the last n days. The
 * count the console shows and the send use this one function, so they agree. Ascending uids.
 *
 * The VIP level has no column (loyalty/vip.ts recomputes it from the settled history), so the VIP filter
 * reads the brand's all-time activity in one query and applies the level rule in code.
 */
import { sql } from 'drizzle-orm';
import type { OpsPushAudienceKind } from '../../core/contract/schemas/ops-push';
import { loyaltyConfig } from '../../core/loyalty/config';
import { levelOf, pointsOf } from '../../core/loyalty/rules';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { brandActivity } from '../loyalty/history';
import { excludedAt } from '../messages/store';

const DAY_MS = 86_400_000;
// The level counts the whole settled history, like loyalty/vip.ts standingOf (no end at the clock).
const ALL_TIME_END = Date.UTC(9999, 0, 1);

export interface AudienceFilter {
  audience: OpsPushAudienceKind;
  n: number;
}

export async function audienceUids(
  db: DbOrTx,
  brandId: string,
  filter: AudienceFilter,
  now: number,
): Promise<number[]> {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const since = new Date(now - filter.n * DAY_MS).toISOString();
  const extra =
    filter.audience === 'registered'
      ? sql`and u.created_at >= ${since}::timestamptz`
      : filter.audience === 'deposited'
        ? sql`and exists (select 1 from pay_orders o where o.uid = u.id and o.direction = 'payin'
            and o.state = 'paid' and o.counts_toward_limits
            and coalesce(o.finished_at, o.updated_at) >= ${since}::timestamptz)`
        : sql``;
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      select u.id from users u
      where u.brand_id = ${brandId} and u.deletion_requested_at is null
        and not ${excludedAt(sql`u.id`, at)} ${extra}
      order by u.id`),
  );
  let uids = rows.map((r) => Number(r.id));
  if (filter.audience === 'vip') {
    const config = loyaltyConfig(brandId);
    const activity = await brandActivity(db, brandId, config.currency, { start: 0, end: ALL_TIME_END });
    const vip = new Set(
      activity.filter((a) => levelOf(pointsOf(a, config), config.levels) >= filter.n).map((a) => a.uid),
    );
    // Level 0 is everyone; n >= 1 needs activity.
    if (filter.n > 0) uids = uids.filter((uid) => vip.has(uid));
  }
  return uids;
}
