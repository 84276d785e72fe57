/**
 * The two histories the routers sit on: the browser's (window.history, for the app) and one in memory (for
 * tests). Both follow react-router 7's history: the browser entry's state is `{ usr, key, idx }` — `usr` the
 * navigation's state (so back and forward bring `location.state` back), `key` the entry's identity, `idx`
 * its position (ui/Page.tsx reads it to know whether there is a page of ours to go back to).
 */
import { createPath, parsePath, type Path } from './path';

/** Where the player is: a path plus the state it was navigated with and the history entry's key. */
export interface Location extends Path {
  state: unknown;
  /** 'default' for the entry the app started on; random for each navigation after. */
  key: string;
}

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Update {
  action: Action;
  location: Location;
}

export interface History {
  readonly action: Action;
  readonly location: Location;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  /** One listener at a time (the router); returns the unsubscribe. */
  listen(listener: (update: Update) => void): () => void;
}

/** What the browser history entry holds. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number | null;
}

const createKey = () => Math.random().toString(36).substring(2, 10);

function createLocation(to: Partial<Path>, state: unknown = null, key: string = createKey()): Location {
  return { pathname: '/', search: '', hash: '', ...to, state, key };
}

/** window.history: push/replace write `{ usr, key, idx }`; back, forward and go() come back as popstate. */
export function createBrowserHistory(win: Window = window): History {
  const globalHistory = win.history;
  const entry = () => globalHistory.state as Partial<EntryState> | null;
  const getIndex = (): number | null => entry()?.idx ?? null;
  let action: Action = 'POP';
  let listener: ((update: Update) => void) | null = null;

  // The entry the page opened on gets its position, so a later entry knows there is one before it.
  if (getIndex() == null) globalHistory.replaceState({ ...entry(), idx: 0 }, '');

  const history: History = {
    get action() {
      return action;
    },
    get location() {
      const { pathname, search, hash } = win.location;
      return createLocation({ pathname, search, hash }, entry()?.usr || null, entry()?.key || 'default');
    },
    push(to, state) {
      action = 'PUSH';
      const location = createLocation(to, state);
      const next: EntryState = { usr: location.state, key: location.key, idx: (getIndex() ?? 0) + 1 };
      const url = createPath(location);
      try {
        globalHistory.pushState(next, '', url);
      } catch (error) {
        // A state that cannot be stored is a bug; anything else (iOS caps pushState calls) loads the page.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
      }
      listener?.({ action, location: history.location });
    },
    replace(to, state) {
      action = 'REPLACE';
      const location = createLocation(to, state);
      const next: EntryState = { usr: location.state, key: location.key, idx: getIndex() };
      globalHistory.replaceState(next, '', createPath(location));
      listener?.({ action, location: history.location });
    },
    go(delta) {
      globalHistory.go(delta);
    },
    listen(fn) {
      if (import.meta.env.DEV && listener) throw new Error('A history accepts one listener at a time');
      const onPop = () => {
        action = 'POP';
        listener?.({ action, location: history.location });
      };
      win.addEventListener('popstate', onPop);
      listener = fn;
      return () => {
        win.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
  };
  return history;
}

/** An entry of MemoryRouter's `initialEntries`: a path, or its parts with a state. */
export type InitialEntry = string | (Partial<Path> & { state?: unknown });

/** A history in memory (tests): the entries as given, starting at `initialIndex` (default: the last). */
export function createMemoryHistory(
  initialEntries: readonly InitialEntry[] = ['/'],
  initialIndex?: number,
): History {
  const entries = initialEntries.map((entry, i) => {
    const parts: Partial<Path> & { state?: unknown } = typeof entry === 'string' ? parsePath(entry) : entry;
    const { state = null, ...path } = parts;
    return createLocation(path, state, i === 0 ? 'default' : undefined);
  });
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let action: Action = 'POP';
  let listener: ((update: Update) => void) | null = null;
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      action = 'PUSH';
      const location = createLocation(to, state);
      index += 1;
      entries.splice(index, entries.length, location);
      listener?.({ action, location });
    },
    replace(to, state) {
      action = 'REPLACE';
      const location = createLocation(to, state);
      entries[index] = location;
      listener?.({ action, location });
    },
    go(delta) {
      action = 'POP';
      index = clamp(index + delta);
      listener?.({ action, location: entries[index]! });
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
}
