/**
 * The leader of the periodic jobs that must run once in a cluster (the settlement sweep, the deposit expiry,
 * the loyalty and agent period jobs): a PostgreSQL session advisory lock (feed/leader.ts, on a key of its
 * own), tried every `retryMs` by every node. The lock lives as long as the leader's connection, so when the
 * leader dies PostgreSQL releases it and another node holds it within `retryMs` (3 s; the issue asks 10 s).
 *
 * A pass cut short by its node's death is finished by the next leader without doing anything twice: each
 * job's unit of work is one transaction (rolled back with the dead connection), keyed so that a second run
 * finds it done (ledger keys, unique period rows, settled-status checks); see server/cluster/README.md.
 * PGlite serves one process, which simply leads.
 */
import type { OpenDatabase } from '../db/open';
import { createLeader } from '../feed/leader';
import type { ClusterLog } from './redis';

/** Distinct from the migration, feed and crash-table lock keys. */
export const JOBS_LEADER_LOCK_KEY = 7_301_402_118_552_031n;

export interface JobLeader {
  leading(): boolean;
  /** Runs `listener` each time this node becomes the leader (a job with a long period runs a pass then). */
  onLead(listener: () => void): void;
  stop(): Promise<void>;
}

export function startJobLeader(options: {
  database: OpenDatabase;
  log: ClusterLog;
  retryMs?: number;
}): JobLeader {
  const leader = createLeader(options.database, JOBS_LEADER_LOCK_KEY);
  const retryMs = options.retryMs ?? 3_000;
  const listeners: (() => void)[] = [];
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let was = false;

  async function step(): Promise<void> {
    try {
      const now = await leader.acquire();
      if (now && !was) {
        options.log.info({ db: options.database.kind }, 'jobs: leading (settlement, expiry, period jobs)');
        was = true;
        for (const l of listeners) l();
      } else if (!now && was) {
        options.log.error({}, 'jobs: lost the leadership (database connection lost)');
        was = false;
      }
    } catch (err) {
      if (was) options.log.error({ err }, 'jobs: lost the leadership');
      was = false;
    }
    if (!stopped)
      timer = setTimeout(() => {
        inFlight = step().finally(() => (inFlight = null));
      }, retryMs);
  }
  inFlight = step().finally(() => (inFlight = null));

  return {
    leading: () => was && leader.isLeader(),
    onLead(listener) {
      listeners.push(listener);
      if (was) listener();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      was = false;
      await leader.release();
    },
  };
}
