/** What the router shares with the components under it: the history, the location, the matched routes. */
import { createContext, type ReactNode } from 'react';
import type { History, Location } from './history';
import type { RouteMatch } from './match';

export const HistoryContext = createContext<History | null>(null);

export const LocationContext = createContext<Location | null>(null);

export interface RouteContextValue {
  /** The matched routes from the outermost down to (and including) the one being rendered. */
  matches: readonly RouteMatch[];
  /** What a group route without an element renders: its matched child. */
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({ matches: [], outlet: null });
