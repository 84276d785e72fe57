/**
 * The page side of one odds tick, in the production build: the sport home's list (MatchSections with 200
 * RecordCards, all sections open) fed the way SportHome feeds it: applyPatch on the engine's batched list
 * patch into a topic store, the list reading its view of the store with useListView and homeListView as
 * useMatchList does (an odds tick keeps the view, so the list does not re-render), each RecordCard
 * subscribing to its match in matchRecords. A tick changes the odds of all 200. `window.__tick()` measures,
 * on the main thread:
 *  - clone: structuredClone of the patch, standing in for the postMessage deserialisation (an upper bound:
 *    it serialises too);
 *  - apply: the bridge's applyPatch;
 *  - render: React's render and DOM commit of the changed cards, up to the layout effect of the commit
 *    that shows the new data;
 *  - layout: the style and layout the commit causes (forced right after it).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Match } from '../../core/contract';
import { MatchSections } from '../../src/features/sport/MatchSections';
import { homeListView } from '../../src/features/sport/match-sections';
import { applyPatch, useListView } from '../../src/platform/engine-bridge';
import { matchRecords } from '../../src/platform/topic-view';
import { diffData } from '../../workers/engine/diff';
import type { MatchesData, TopicState } from '../../workers/topics';
import { messages } from '../../src/locales/sport-home/en.po';
import '../../src/app/global.css';
import '../../src/features/sport/sport.css';

const COUNT = 200;
const BASE = Date.UTC(2025, 0, 1, 12);

const makeMatch = (id: number, tick: number): Match => {
  const live = id % 3 === 0;
  const drift = ((id * 7 + tick * 13) % 40) / 100;
  return {
    id,
    sid: 1,
    nm: `Home ${id} vs Away ${id}`,
    bt: BASE + id * 600_000,
    ms: live ? 5 : 4,
    lg: { id: 100 + (id % 12), na: `League ${id % 12}` },
    ts: [
      { id: id * 2, na: `Home ${id}`, lurl: '' },
      { id: id * 2 + 1, na: `Away ${id}`, lurl: '' },
    ],
    nsg: live ? [{ sc: [id % 3, id % 2] }] : [],
    ...(live ? { mc: { r: false, tp: 1, s: 1200 + id, pe: 1 } } : {}),
    mg: [
      {
        mty: 1005,
        mks: [
          {
            id: id * 10,
            ss: 1,
            op: [
              { od: Math.round((1.8 + drift) * 100) / 100, nm: '1', ty: 1 },
              { od: Math.round((3.2 - drift) * 100) / 100, nm: 'X', ty: 3 },
              { od: Math.round((4.1 + drift) * 100) / 100, nm: '2', ty: 2 },
            ],
          },
        ],
      },
    ],
    is_hot: false,
    tms: 40 + (id % 20),
  };
};

const dataAt = (tick: number): MatchesData => ({
  records: Array.from({ length: COUNT }, (_, i) => makeMatch(i + 1, tick)),
  has_more: false,
});

// The engine's side (worker thread, not measured): what it last sent and the patch of the next tick.
let sent: MatchesData = dataAt(0);
const stateOf = (data: MatchesData): TopicState<MatchesData> => ({
  data,
  status: 'ready',
  updatedAt: tickNo,
  error: undefined,
});
let tickNo = 0;
// The page's topic store, as engine-bridge keeps one: the state the engine's patches are applied to.
let shown = stateOf(applyPatch(undefined, diffData(undefined, sent, { records: 'id' })!) as MatchesData);
const listeners = new Set<() => void>();
const store = {
  subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
  get: () => shown,
};
let onCommit: (() => void) | undefined;
const PARAMS = { tab_key: 'Bench' };

/** SportHome's MatchList, without its empty and load-more states: the same hooks and the same sections. */
function List() {
  const { data } = useListView(store, homeListView);
  if (!data) return null;
  return (
    <section className="match-list">
      <MatchSections
        params={PARAMS}
        slots={data.slots}
        matches={matchRecords(store)}
        oddsFormat="decimal"
        locale="en"
        liveTab={false}
      />
    </section>
  );
}

/** The tick is done when the commit showing the new data has happened: this renders in the same commit. */
function CommitProbe() {
  const state = useSyncExternalStore(store.subscribe, store.get);
  useLayoutEffect(() => {
    if (state === shown) onCommit?.();
  });
  return null;
}

export interface TickTiming {
  clone: number;
  apply: number;
  render: number;
  layout: number;
  changed: number;
}

async function tick(): Promise<TickTiming> {
  const next = dataAt(++tickNo);
  const patch = diffData(sent, next, { records: 'id' })!;
  sent = next;
  const field = patch.fields.records;
  const changed = field?.kind === 'list' ? field.updated.length : 0;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const received = structuredClone(patch);
    const t1 = performance.now();
    performance.mark('odds-tick-start');
    shown = stateOf(applyPatch(shown.data, received) as MatchesData);
    const t2 = performance.now();
    onCommit = () => {
      onCommit = undefined;
      const t3 = performance.now();
      performance.mark('odds-tick-commit');
      performance.measure('odds-tick', 'odds-tick-start', 'odds-tick-commit');
      document.body.getBoundingClientRect();
      const t4 = performance.now();
      resolve({ clone: t1 - t0, apply: t2 - t1, render: t3 - t2, layout: t4 - t3, changed });
    };
    for (const l of listeners) l();
  });
}

/**
 * Diagnostic: the same ticks with Date#toLocaleString served from cached Intl.DateTimeFormat instances, to
 * show what the card would cost if it formatted its begin time without building a formatter per render.
 */
function cacheDateFormat(): void {
  const cache = new Map<string, Intl.DateTimeFormat>();
  Date.prototype.toLocaleString = function (
    this: Date,
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    const key = `${String(locales)}|${JSON.stringify(options ?? {})}`;
    let format = cache.get(key);
    if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locales, options)));
    return format.format(this);
  };
}

i18n.loadAndActivate({ locale: 'en', messages });
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <MemoryRouter>
      <List />
      <CommitProbe />
    </MemoryRouter>
  </I18nProvider>,
);
Object.assign(window, { __tick: tick, __cacheDateFormat: cacheDateFormat });
