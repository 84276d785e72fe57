/**
 * The bet slip as the page holds it: the pure rules of core/betslip over a zustand store, kept in IndexedDB
 * (slip-db.ts) so it survives reloads and restarts. The odds buttons and the slip dock read this store.
 */
import { create } from 'zustand';
import {
  acceptLatestOdds,
  applyLatestOdds,
  clearSlip,
  closeFull,
  itemKey,
  openFull,
  removeItem,
  restoreSlip,
  setItemStake,
  toggleOption,
  type LatestOdds,
  type ToggleOutcome,
} from '../../../core/betslip/slip';
import {
  EMPTY_SLIP,
  type AcceptOdds,
  type BetKind,
  type OptionPick,
  type SlipState,
} from '../../../core/betslip/types';
import { kindProblem } from '../../../core/betslip/returns';
import { readSlip, writeSlip, type StoredSlip } from './slip-db';
import { SLIP_READY_EVENT, writeSlipHint } from './slip-hint';
import { useSelectedKeys } from './selected-keys';

export interface SlipStore extends StoredSlip {
  /** The stored slip has been read (or found missing). */
  hydrated: boolean;
  /** Bumped on every change of the selections: re-pricing and limits follow it. */
  revision: number;
  toggle(pick: OptionPick): ToggleOutcome;
  remove(key: string): void;
  clear(): void;
  open(): void;
  close(): void;
  setKind(kind: BetKind): void;
  setStake(stake: number | null): void;
  setItemStake(key: string, stake: number | null): void;
  setSystemK(k: number | null): void;
  setAcceptOdds(setting: AcceptOdds): void;
  setKeepSelections(keep: boolean): void;
  applyQuotes(latest: readonly LatestOdds[]): void;
  acceptNewOdds(): void;
}

const DEFAULTS: StoredSlip = {
  slip: EMPTY_SLIP,
  kind: 'single_bet',
  stake: null,
  systemK: null,
  acceptOdds: 'ask',
  keepSelections: false,
};

/**
 * The tab a slip shows: one selection is a single; a second one makes a combo when the two can be combined;
 * a combo or system bet the selections no longer allow (too few, two of one match) falls back to what they do.
 */
function kindFor(slip: SlipState, previous: BetKind, grew: boolean): BetKind {
  const n = slip.items.length;
  if (n <= 1) return 'single_bet';
  let kind = previous;
  if (grew && n === 2 && previous === 'single_bet') kind = 'bet_multi';
  if (kind === 'system_bet' && kindProblem('system_bet', slip.items)) kind = 'bet_multi';
  if (kind === 'bet_multi' && kindProblem('bet_multi', slip.items)) kind = 'single_bet';
  return kind;
}

export const useSlip = create<SlipStore>((set, get) => {
  const change = (slip: SlipState, grew = false) => {
    if (slip === get().slip) return;
    set((s) => ({ slip, kind: kindFor(slip, s.kind, grew), revision: s.revision + 1 }));
  };
  return {
    ...DEFAULTS,
    hydrated: false,
    revision: 0,
    toggle(pick) {
      const { state, outcome } = toggleOption(get().slip, pick);
      change(state, outcome === 'added');
      return outcome;
    },
    remove: (key) => change(removeItem(get().slip, key)),
    clear: () => change(clearSlip(get().slip)),
    open: () => set((s) => ({ slip: openFull(s.slip) })),
    close: () => set((s) => ({ slip: closeFull(s.slip) })),
    setKind: (kind) => set({ kind }),
    setStake: (stake) => set({ stake }),
    setItemStake: (key, stake) => set((s) => ({ slip: setItemStake(s.slip, key, stake) })),
    setSystemK: (systemK) => set({ systemK }),
    setAcceptOdds: (acceptOdds) => set({ acceptOdds }),
    setKeepSelections: (keepSelections) => set({ keepSelections }),
    applyQuotes: (latest) => set((s) => ({ slip: applyLatestOdds(s.slip, latest, s.acceptOdds) })),
    acceptNewOdds: () => set((s) => ({ slip: acceptLatestOdds(s.slip) })),
  };
});

/** Is this option on the slip? (the odds button's selected state) */
export const useIsSelected = (pick: Pick<OptionPick, 'matchId' | 'marketId' | 'ty' | 'nm'>): boolean => {
  const key = itemKey(pick);
  return useSlip((s) => s.slip.items.some((i) => itemKey(i) === key));
};

function persisted(s: SlipStore): StoredSlip {
  return {
    slip: s.slip,
    kind: s.kind,
    stake: s.stake,
    systemK: s.systemK,
    acceptOdds: s.acceptOdds,
    keepSelections: s.keepSelections,
  };
}

let writeQueued = false;
function persistSoon(): void {
  if (writeQueued) return;
  writeQueued = true;
  queueMicrotask(() => {
    writeQueued = false;
    const s = useSlip.getState();
    writeSlipHint(s.slip.items.length);
    void writeSlip(persisted(s));
  });
}

/**
 * A tap on an option: toggled at once when the stored slip has been read, else as soon as it has. Toggled
 * before, a quick tap after a reload would start a new slip and the stored one (up to 10 selections) would
 * be dropped, and a full slip would not refuse it. `then` gets the outcome (the caller's message).
 */
export function toggleOnSlip(pick: OptionPick, then: (outcome: ToggleOutcome) => void): void {
  if (useSlip.getState().hydrated) then(useSlip.getState().toggle(pick));
  else void hydrateSlip().then(() => then(useSlip.getState().toggle(pick)));
}

/** Reads the stored slip once; a change made before it arrives (not a tap: toggleOnSlip waits) wins. */
export async function hydrateSlip(): Promise<void> {
  if (useSlip.getState().hydrated) return;
  const stored = await readSlip();
  const now = useSlip.getState();
  if (now.hydrated) return;
  if (stored && now.revision === 0) {
    const slip = restoreSlip(stored.slip);
    useSlip.setState({
      slip,
      kind: kindFor(slip, stored.kind ?? 'single_bet', false),
      stake: Number.isSafeInteger(stored.stake) ? stored.stake : null,
      systemK: Number.isInteger(stored.systemK) ? stored.systemK : null,
      acceptOdds: stored.acceptOdds === 'higher' || stored.acceptOdds === 'any' ? stored.acceptOdds : 'ask',
      keepSelections: stored.keepSelections === true,
      hydrated: true,
      // A restored slip counts as a change: the dock re-prices it at once.
      revision: slip.items.length ? 1 : 0,
    });
  } else {
    useSlip.setState({ hydrated: true });
  }
  const shareSelection = () =>
    useSelectedKeys.setState({ keys: new Set(useSlip.getState().slip.items.map(itemKey)) });
  shareSelection();
  useSlip.subscribe((s, prev) => {
    if (s.slip !== prev.slip) shareSelection();
    if (
      s.slip !== prev.slip ||
      s.kind !== prev.kind ||
      s.stake !== prev.stake ||
      s.systemK !== prev.systemK ||
      s.acceptOdds !== prev.acceptOdds ||
      s.keepSelections !== prev.keepSelections
    )
      persistSoon();
  });
  persistSoon();
}

/** Loaded: read the stored slip, and tell the layout's entry button the dock can render. */
export function startSlip(): void {
  void hydrateSlip();
  try {
    window.dispatchEvent(new Event(SLIP_READY_EVENT));
  } catch {
    // No window (tests without DOM): nothing listens.
  }
}

// The store's module loads with the first odds button or the dock: both want the stored slip at once.
if (typeof window !== 'undefined') startSlip();
