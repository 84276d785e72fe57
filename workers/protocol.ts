/**
 * What crosses the worker boundary, besides the topic types in topics.ts. Types only: the page imports
 * them with `import type` (DESIGN.md §10.7).
 */
import type { AddedParams } from '../core/api/types';
import type { DataPatch } from './engine/diff';
import type { TopicStatus } from './topics';

export type { DataPatch, FieldPatch, ListPatch, ValuePatch, RecordKey } from './engine/diff';

/** Where and as whom the engine calls the API. The page sends it at boot and on user/language/currency change. */
export interface EngineConfig {
  baseUrl: string;
  appKey: string;
  appName: string;
  params: AddedParams;
}

/** One topic's change in a batch. `patch` is absent when only the status (or error) changed. */
export interface TopicUpdate {
  /** The subscription id the page chose in `subscribe`. */
  id: string;
  status: TopicStatus;
  updatedAt: number | undefined;
  error: string | undefined;
  patch?: DataPatch;
  /** The topic's data was dropped (logout, another player): the page drops what it shows. */
  cleared?: true;
}

/** A session-level failure the page must act on (SPEC §8): 604 to the login-expired page, 403 to /forbidden. */
export interface EngineEvent {
  type: 'expired' | 'forbidden';
}

export type EngineMessage =
  /** Every topic that changed since the last flush, in one message. */
  { type: 'batch'; updates: TopicUpdate[] } | { type: 'event'; event: EngineEvent };
