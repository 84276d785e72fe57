/**
 * CPU time read from /proc (Linux), for benches that share the machine's cores between the server, the
 * database and the load generator and want to see where a run's CPU went.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuTimes {
  /** User plus system seconds of the process itself. */
  total: number;
  /** The kernel's part (mostly socket writes and reads). */
  system: number;
  /** Seconds its ended children used (cutime + cstime). */
  children: number;
}

/** A process's CPU seconds, from one read of /proc/<pid>/stat. */
export function cpuTimes(pid: number): CpuTimes {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]) / 100);
  return { total: utime! + stime!, system: stime!, children: cutime! + cstime! };
}

/**
 * CPU seconds of every PostgreSQL process: each process's own, plus what its ended children used (the
 * postmaster's: pgbench's backends end with its run).
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const t = cpuTimes(Number(pid));
      total += t.total + t.children;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** This process's CPU seconds (a load generator's own cost). */
export function ownCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}
