/**
 * Keeps the slip priced: after every change of its selections (and on return: a restored slip, the page
 * visible again) it asks getBetLatestInfo for the limits and the latest odds, and fills in display names.
 * While the full sheet is open the quote is refreshed every 10 s, so needAcceptLatestOdds follows the market.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { BetLatestInfo } from '../../../core/contract/schemas/bets';
import { fetchLatestInfo, fillNames, quotesOf } from './slip-api';
import { useSlip } from './slip-store';

export const REQUOTE_MS = 10_000;

interface LimitsState {
  info: BetLatestInfo | null;
  /** The last re-pricing failed: the slip says its odds may be old. */
  failed: boolean;
}

export const useSlipLimits = create<LimitsState>(() => ({ info: null, failed: false }));

let inFlight = 0;

/** One re-pricing of the slip as it is now; answers for an older slip are dropped. */
export async function requote(): Promise<void> {
  const { slip, kind, revision } = useSlip.getState();
  if (!slip.items.length) {
    useSlipLimits.setState({ info: null, failed: false });
    return;
  }
  const ticket = ++inFlight;
  void fillNames(slip.items);
  try {
    const info = await fetchLatestInfo(slip.items, kind !== 'single_bet');
    if (ticket !== inFlight || useSlip.getState().revision !== revision) return;
    useSlip.getState().applyQuotes(quotesOf(info));
    useSlipLimits.setState({ info, failed: false });
  } catch {
    if (ticket === inFlight) useSlipLimits.setState({ failed: true });
  }
}

/** Mount once (the dock): re-prices on every change and on return, and every 10 s while `live`. */
export function useSlipSync(live: boolean): void {
  const revision = useSlip((s) => s.revision);
  const hydrated = useSlip((s) => s.hydrated);
  const series = useSlip((s) => s.kind !== 'single_bet');
  useEffect(() => {
    if (hydrated) void requote();
  }, [revision, hydrated, series]);
  useEffect(() => {
    const onVisible = () => {
      if (!document.hidden) void requote();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, []);
  useEffect(() => {
    if (!live) return;
    void requote();
    const id = window.setInterval(() => {
      if (!document.hidden) void requote();
    }, REQUOTE_MS);
    return () => window.clearInterval(id);
  }, [live]);
}
