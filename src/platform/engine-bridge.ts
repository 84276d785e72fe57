/**
 * The page's only door to the engine worker (DESIGN.md §10.2); components and boot import from here, never
 * from the files behind it:
 * - engine-stores.ts: the worker's life (lazy start, restart after a crash, pause while hidden) and the
 *   per-topic stores its batches land in;
 * - engine-hooks.ts: the React hooks that read those stores with useSyncExternalStore;
 * - engine-patch.ts: applying the engine's diffs while unchanged records keep their object identity;
 * - match-visibility.ts: which match cards are on screen.
 */
export type { EngineConfig } from '../../workers/protocol';
export { applyPatch } from './engine-patch';
export {
  configureEngine,
  engine,
  forgetEngineUser,
  formatDates,
  onEngineEvent,
  prefetchTopic,
  refreshTopic,
  seedTopic,
  setTopicActive,
  setVisibleMatches,
  watchTopic,
} from './engine-stores';
export { useFirstDataDeferred, useListView, useMatchList, useTopic, useVisibleMatches } from './engine-hooks';
