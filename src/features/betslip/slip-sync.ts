/**
 * Keeps the slip priced through the engine's `slipQuote` topic (getBetLatestInfo for the slip's selections):
 * a new slip (a selection added or removed, another kind, accepted odds) is a new topic, fetched at once; while
 * the full sheet is open it is refreshed every 10 s so needAcceptLatestOdds follows the market, and the engine
 * refreshes it when the page is shown again or comes back online. Display names are filled in once per match.
 */
import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import type { BetLatestInfo, BetLatestInfoQuery } from '../../../core/contract/schemas/bets';
import type { SlipItem } from '../../../core/betslip/types';
import { refreshTopic, setTopicActive, useTopic } from '../../platform/engine-bridge';
import { fillNames, quotesOf } from './slip-api';
import { useSlip } from './slip-store';

interface LimitsState {
  info: BetLatestInfo | null;
  /** The last re-pricing failed: the slip says its odds may be old. */
  failed: boolean;
}

export const useSlipLimits = create<LimitsState>(() => ({ info: null, failed: false }));

/** The quote request for a slip: its selections, the odds the player took, and whether it is a series. */
export function quoteParams(items: readonly SlipItem[], series: boolean): BetLatestInfoQuery {
  return {
    betMatchMarketList: items.map((i) => ({ type: i.ty, matchId: i.matchId, marketId: i.marketId })),
    isSelectSeries: series,
    quotedOdds: items.map((i) => i.quotedOd),
  };
}

function currentParams(): BetLatestInfoQuery | null {
  const { slip, kind, hydrated } = useSlip.getState();
  return hydrated && slip.items.length ? quoteParams(slip.items, kind !== 'single_bet') : null;
}

/** The slip's price now, without waiting for its 10 s (after a refusal: show the prices as they are). */
export async function requote(): Promise<void> {
  const params = currentParams();
  if (params) await refreshTopic('slipQuote', params);
}

/** Mount once (the dock): watches the slip's quote; `live` (the full sheet open) keeps it polled. */
export function useSlipSync(live: boolean): BetLatestInfoQuery | null {
  const items = useSlip((s) => s.slip.items);
  const hydrated = useSlip((s) => s.hydrated);
  const series = useSlip((s) => s.kind !== 'single_bet');
  const key = hydrated ? JSON.stringify(items.map((i) => [i.matchId, i.marketId, i.ty, i.quotedOd])) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the quote depends on the items' key fields only
  const params = useMemo(() => (hydrated && items.length ? quoteParams(items, series) : null), [key, series]);
  useEffect(() => {
    if (!params) useSlipLimits.setState({ info: null, failed: false });
    else void fillNames(useSlip.getState().slip.items);
  }, [params]);
  useEffect(() => {
    if (params) setTopicActive('slipQuote', params, live);
  }, [params, live]);
  return params;
}

/** Renders nothing: applies each quote of the slip it was made for to the slip (SlipDock mounts it). */
export function SlipQuote({ params }: { params: BetLatestInfoQuery }) {
  const { data, status } = useTopic('slipQuote', params);
  useEffect(() => {
    if (!data) return;
    // A quote for another slip (the player changed it meanwhile) is not this slip's price.
    const now = currentParams();
    if (!now || JSON.stringify(now) !== JSON.stringify(params)) return;
    useSlip.getState().applyQuotes(quotesOf(data));
    useSlipLimits.setState({ info: data, failed: false });
  }, [data, params]);
  useEffect(() => {
    if (status === 'error' || status === 'stale') useSlipLimits.setState({ failed: true });
  }, [status]);
  return null;
}
