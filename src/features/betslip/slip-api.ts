/**
 * The slip's calls: display names of the selections (match detail), free bets, and the quotes' shape (the
 * re-pricing itself is the engine's slipQuote topic, slip-sync.ts). Placement lives in place.ts. Failures
 * here are quiet: a slip that cannot be re-priced keeps what it shows and says so; only placement speaks up.
 */
import { endpoints } from '../../../core/contract/endpoints';
import type { LatestOdds } from '../../../core/betslip/slip';
import type { SlipItem } from '../../../core/betslip/types';
import type { BetLatestInfo, FreeBet } from '../../../core/contract/schemas/bets';
import { createPageApi } from '../../platform/api';
import { useSlip } from './slip-store';

/** Quiet: the slip shows its own messages; 604 and 403 still get the page-wide handling. */
export const slipApi = createPageApi({ toast: false });

/** The answer's quotes in the slip's own shape. */
export function quotesOf(info: Pick<BetLatestInfo, 'list'>): LatestOdds[] {
  return info.list.map((q) => ({
    matchId: q.matchId,
    marketId: q.marketId,
    ty: q.ty,
    // An unknown selection (od 0) or a finished match reads as locked.
    od: q.available ? q.od : q.od > 1 ? q.od : -1,
    ss: q.available ? q.ss : 0,
  }));
}

const namesAsked = new Set<number>();

/**
 * Match and market names for selections that arrived without them (a restored slip, an odds button that
 * only knows the option): one match-detail call per match, once per visit.
 */
export async function fillNames(items: readonly SlipItem[]): Promise<void> {
  const missing = [
    ...new Set(items.filter((i) => !i.matchName || !i.marketName).map((i) => i.matchId)),
  ].filter((id) => !namesAsked.has(id));
  await Promise.all(
    missing.map(async (matchId) => {
      namesAsked.add(matchId);
      try {
        const detail = await slipApi.call(endpoints.matchDetail, { matchId }, { retries: 0 });
        const { match, market_names } = detail;
        const [home, away] = match.ts;
        const matchName = home && away ? `${home.na} vs ${away.na}` : match.nm;
        const latest: LatestOdds[] = [];
        for (const item of useSlip.getState().slip.items) {
          if (item.matchId !== matchId) continue;
          const group = match.mg.find((g) => g.mks.some((m) => m.id === item.marketId));
          const market = group?.mks.find((m) => m.id === item.marketId);
          const option = market?.op.find((o) => o.ty === item.ty && o.nm === item.nm);
          const base = group ? (market_names[String(group.mty)] ?? '') : '';
          const marketName =
            base && market?.li && !item.nm.includes(market.li.replace(/^[+-]/, ''))
              ? `${base} ${market.li}`
              : base;
          latest.push({
            matchId,
            marketId: item.marketId,
            ty: item.ty,
            nm: item.nm,
            od: option?.od ?? item.od,
            ss: market ? market.ss : item.ss,
            matchName,
            ...(marketName ? { marketName } : {}),
          });
        }
        useSlip.getState().applyQuotes(latest);
      } catch {
        // Names are a nicety: the slip shows the option name alone, and may ask again next visit.
        namesAsked.delete(matchId);
      }
    }),
  );
}

/** The player's usable free bets in the current currency (free_activity_info), available first. */
export async function fetchFreeBets(currency: string): Promise<FreeBet[]> {
  const info = await slipApi.call(endpoints.freeBetInfo, {}, { retries: 1 });
  const now = Date.now();
  return info.list.filter(
    (f) =>
      f.status === 'available' && f.expiresAt > now && f.currency.toUpperCase() === currency.toUpperCase(),
  );
}
