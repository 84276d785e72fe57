/**
 * Daily and weekly rankings of a brand by settled turnover (sports and casino, unweighted) in the brand's
 * time zone: names masked, the top three apart, 50 entries, `full` at 50 or more (SPEC §5).
 */
import type { Rank, RankEntry } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { dayOf, weekOf } from '../../core/loyalty/period';
import { maskName, rankShape } from '../../core/loyalty/rules';
import type { DbOrTx } from '../db/database';
import { brandActivity, namesOf, type Range } from './history';

/** The players of a period by settled turnover, best first (ties: the earlier account first). */
export async function rankedOf(db: DbOrTx, brandId: string, currency: string, period: Range) {
  return (await brandActivity(db, brandId, currency, period))
    .map((a) => ({ uid: a.uid, amount: a.sports + a.casino }))
    .filter((a) => a.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.uid - b.uid);
}

export async function ranking(
  db: DbOrTx,
  brandId: string,
  kind: 'day' | 'week',
  now: number,
  viewer: number | undefined,
): Promise<Rank> {
  const config = loyaltyConfig(brandId);
  const period = (kind === 'day' ? dayOf : weekOf)(now, config.timeZone);
  const ranked = await rankedOf(db, brandId, config.currency, period);
  const shape = rankShape(ranked);
  const shown = [...shape.top, ...shape.list];
  const mine = ranked.findIndex((r) => r.uid === viewer);
  const names = await namesOf(db, [...shown.map((r) => r.uid), ...(mine >= 0 ? [viewer!] : [])]);
  const entry = (r: { uid: number; amount: number }, i: number): RankEntry => ({
    rank: i + 1,
    name: maskName(names.get(r.uid) ?? ''),
    amount: r.amount,
    is_me: r.uid === viewer,
  });
  return {
    period: period.key,
    start: period.start,
    end: period.end,
    currency: config.currency,
    top: shape.top.map(entry),
    list: shape.list.map((r, i) => entry(r, i + 3)),
    full: shape.full,
    me: mine >= 0 ? entry(ranked[mine]!, mine) : null,
  };
}
