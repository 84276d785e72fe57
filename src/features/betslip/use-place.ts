/**
 * The sheet's side of placement: runs place.ts with the page's effects (api, timers, crypto keys, online
 * state), exposes its phase for the status line, and after a success refreshes the balance, clears the
 * slip (unless the player keeps selections) and says so.
 */
import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { create } from 'zustand';
import type { BetOrder } from '../../../core/contract/schemas/bets';
import { useSession } from '../../app/stores/session';
import { refreshBalance } from '../../platform/balance';
import { showToast } from '../../ui/toast';
import { placeBet, resolvePending, type OrderWatch, type PlaceOutcome, type PlaceRequest } from './place';
import { watchTopic } from '../../platform/engine-bridge';
import { slipApi } from './slip-api';
import { useSlip } from './slip-store';
import { requote } from './slip-sync';

export type PlacePhase = 'idle' | 'sending' | 'confirming' | PlaceOutcome['phase'];

interface PlacingState {
  phase: PlacePhase;
  message: string;
  /** The refusal's dm_error (0 when none): 3001 offers a deposit. */
  code: number;
  orders: BetOrder[];
  reset(): void;
}

export const usePlacing = create<PlacingState>((set) => ({
  phase: 'idle',
  message: '',
  code: 0,
  orders: [],
  reset: () => set({ phase: 'idle', message: '', code: 0, orders: [] }),
}));

/** How long `next` waits for a change before it answers "nothing new" (the engine checks every second). */
const NEXT_WAIT_MS = 1_500;

/**
 * A placement's orders through the engine's `betOrders` topic (checked every second until final): each change
 * the engine sends is the next answer; a second and a half without one counts as an unchanged check, so a
 * bet that never leaves confirming ends in 'unknown' after POLL_TRIES of them, as it always did.
 */
function watchOrders(key: string): OrderWatch {
  const answers: (BetOrder[] | null)[] = [];
  let waiting: ((answer: BetOrder[] | null) => void) | undefined;
  const stop = watchTopic('betOrders', { keys: [key] }, (state) => {
    const answer = state.status === 'ready' && state.data ? state.data.list : state.error ? null : undefined;
    if (answer === undefined) return;
    if (waiting) {
      waiting(answer);
      waiting = undefined;
    } else answers.push(answer);
  });
  return {
    next: () =>
      answers.length
        ? Promise.resolve(answers.shift()!)
        : new Promise((resolve) => {
            const timer = window.setTimeout(() => {
              waiting = undefined;
              resolve(null);
            }, NEXT_WAIT_MS);
            waiting = (answer) => {
              window.clearTimeout(timer);
              resolve(answer);
            };
          }),
    stop,
  };
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old webviews without randomUUID: 128 random bits from getRandomValues, hex.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const deps = {
  api: slipApi,
  watchOrders,
  online: () => navigator.onLine !== false,
  newKey,
  now: () => Date.now(),
  uid: () => useSession.getState().user?.uid ?? 0,
};

/** Places the bet; one at a time (the button is disabled while a placement runs). */
export async function submit(request: PlaceRequest): Promise<PlaceOutcome | null> {
  const placing = usePlacing.getState();
  if (placing.phase === 'sending' || placing.phase === 'confirming') return null;
  usePlacing.setState({ phase: 'sending', message: '', code: 0, orders: [] });
  const outcome = await placeBet(request, {
    ...deps,
    onConfirming: (orders) => usePlacing.setState({ phase: 'confirming', orders }),
  });
  if (outcome.phase === 'success') {
    usePlacing.setState({ phase: 'success', message: '', orders: outcome.orders });
    const slip = useSlip.getState();
    if (!slip.keepSelections) slip.clear();
    void refreshBalance();
    showToast(t`Bet placed`);
  } else {
    usePlacing.setState({
      phase: outcome.phase,
      message: outcome.message,
      code: outcome.phase === 'rejected' ? outcome.code : 0,
      orders: [],
    });
    // A refusal for moved odds or a closed market: show the player the prices as they are now.
    if (outcome.phase === 'rejected') void requote();
  }
  return outcome;
}

let checked = 0;

/** On start (and after login): placements whose answer was lost are looked up by their key, once per user. */
export function usePendingCheck(): void {
  const uid = useSession((s) => s.user?.uid ?? 0);
  useEffect(() => {
    if (!uid || checked === uid) return;
    checked = uid;
    resolvePending(deps)
      .then(({ placed, refused }) => {
        if (placed.length) {
          showToast(t`Your earlier bet was placed. You can find it in your open bets.`);
          void refreshBalance();
        } else if (refused.length) {
          showToast(t`Your earlier bet was not accepted.`, 'error');
        }
      })
      .catch(() => {
        checked = 0; // Asked again next time the dock mounts.
      });
  }, [uid]);
}
