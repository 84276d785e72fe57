/**
 * The client's tracking queue (SPEC §7 "Tracking reports ... h5log, h5quality and basic", §9 "Tracking waits
 * 3 s before the content-view event"). Events wait in memory and leave in batches of at most 50: when 20 are
 * waiting, or when the page hides (sendBeacon). A page view is followed by its content-view only when the
 * player is still on that page 3 s later. Pure: the clock and timer are injected.
 */
export type TrackType = 'h5log' | 'h5quality' | 'basic' | 'session' | 'heartbeat' | 'performance';
export interface TrackEvent {
  type: TrackType;
  name: string;
  event_time: number;
  params?: Record<string, string | number | boolean | null>;
}

export const TRACK_BATCH_MAX = 50;
/** A batch leaves early once this many wait (a long visit does not hold hundreds until the page hides). */
export const TRACK_FLUSH_AT = 20;
/** The queue keeps at most this many; older ones are dropped first (a page that cannot send). */
export const TRACK_QUEUE_MAX = 200;
export const CONTENT_VIEW_DELAY_MS = 3_000;

export type SetTimer = (fn: () => void, ms: number) => () => void;

export interface TrackingQueue {
  push(type: TrackType, name: string, params?: TrackEvent['params']): void;
  /** A page (route) was shown: basic page_view now, basic content_view 3 s later if still there. */
  pageView(path: string): void;
  /** Takes up to 50 waiting events (for the beacon). */
  take(): TrackEvent[];
  size(): number;
}

export function createTrackingQueue(deps: {
  now: () => number;
  setTimer: SetTimer;
  /** Called when TRACK_FLUSH_AT events wait. */
  onFull: () => void;
}): TrackingQueue {
  let events: TrackEvent[] = [];
  let cancelContentView: (() => void) | null = null;
  const push: TrackingQueue['push'] = (type, name, params) => {
    events.push({ type, name, event_time: deps.now(), ...(params ? { params } : {}) });
    if (events.length > TRACK_QUEUE_MAX) events = events.slice(events.length - TRACK_QUEUE_MAX);
    if (events.length >= TRACK_FLUSH_AT) deps.onFull();
  };
  return {
    push,
    pageView(path) {
      cancelContentView?.();
      push('basic', 'page_view', { path });
      const shownAt = deps.now();
      cancelContentView = deps.setTimer(() => {
        cancelContentView = null;
        push('basic', 'content_view', { path, wait_ms: deps.now() - shownAt });
      }, CONTENT_VIEW_DELAY_MS);
    },
    take() {
      const batch = events.slice(0, TRACK_BATCH_MAX);
      events = events.slice(batch.length);
      return batch;
    },
    size: () => events.length,
  };
}
