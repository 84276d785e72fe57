/**
 * One crash loop in a cluster: the feed's leader election (server/feed/leader.ts) on a lock key of its own.
 */
import type { OpenDatabase } from '../../db/open';
import { createLeader, type FeedLeader } from '../../feed/leader';

/** Distinct from the migration and feed lock keys. */
export const CRASH_LEADER_LOCK_KEY = 7_301_402_118_552_017n;

export type Leader = FeedLeader;

export const createCrashLeader = (database: OpenDatabase): Leader =>
  createLeader(database, CRASH_LEADER_LOCK_KEY);
