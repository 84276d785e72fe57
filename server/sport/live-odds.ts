/**
 * latestOdds (getLatestOddsByMatchIds) is polled every 2 s by every open client for the matches on its
 * screen, mostly the same few dozen live matches. Each match's live part is cached in-process: its row is
 * re-read at most once per `ttlMs` (one query for all the stale ids of every request in flight), and its
 * markets only when the row's `updated_at` moved (the feed bumps it on every change of the match or its
 * markets). The clock is recomputed per answer, so a cached entry never shows a frozen clock.
 */
import { sql } from 'drizzle-orm';
import type { MatchLive } from '../../core/contract';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { matches, MatchStatus } from '../db/schema';
import { idIn, liveClock, liveColumns, loadMarkets, type LiveRow, type MatchMarkets } from './match-view';

interface Entry {
  checkedAt: number;
  /** updated_at in microseconds (text): Date keeps milliseconds only. */
  version: string;
  /** Undefined when the match is unknown or no longer live or upcoming: left out of the answer. */
  row: LiveRow | undefined;
  markets: Partial<Record<Locale, MatchMarkets>>;
}

export interface LiveOddsOptions {
  now: () => number;
  /** How stale an answer may be; a quarter of the 2 s poll. */
  ttlMs?: number;
  /** Entries kept at most (unknown ids asked for are cached too, as absent). */
  maxEntries?: number;
}

const SHOWN = new Set<number>([MatchStatus.Live, MatchStatus.NotStarted]);

export interface LiveOdds {
  get(ids: readonly number[], lang: Locale): Promise<MatchLive[]>;
  clear(): void;
}

export function createLiveOdds(db: DbOrTx, options: LiveOddsOptions): LiveOdds {
  const ttl = options.ttlMs ?? 500;
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<number, Entry>();
  const inflight = new Map<number, Promise<void>>();

  async function refreshRows(ids: number[]): Promise<void> {
    const rows = await db
      .select({
        ...liveColumns,
        version: sql<string>`(extract(epoch from ${matches.updatedAt}) * 1000000)::bigint::text`,
      })
      .from(matches)
      .where(idIn(matches.id, ids));
    const checkedAt = options.now();
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (entries.size + ids.length > maxEntries) sweep(checkedAt);
    for (const id of ids) {
      const r = byId.get(id);
      const row = r && SHOWN.has(r.status) ? r : undefined;
      const old = entries.get(id);
      const version = r?.version ?? '';
      entries.set(id, {
        checkedAt,
        version,
        row,
        markets: old && old.version === version ? old.markets : {},
      });
    }
  }

  function sweep(nowMs: number): void {
    for (const [id, e] of entries) if (nowMs - e.checkedAt > ttl * 4) entries.delete(id);
    if (entries.size > maxEntries / 2) entries.clear();
  }

  /** Rows older than the TTL are re-read once, whoever asks: concurrent polls share one query. */
  async function freshRows(ids: readonly number[]): Promise<void> {
    const nowMs = options.now();
    const waits: Promise<void>[] = [];
    const batch: number[] = [];
    for (const id of ids) {
      const e = entries.get(id);
      if (e && nowMs - e.checkedAt < ttl) continue;
      const pending = inflight.get(id);
      if (pending) waits.push(pending);
      else batch.push(id);
    }
    if (batch.length) {
      const job = refreshRows(batch).finally(() => {
        for (const id of batch) if (inflight.get(id) === job) inflight.delete(id);
      });
      for (const id of batch) inflight.set(id, job);
      waits.push(job);
    }
    if (waits.length) await Promise.all(waits);
  }

  async function fillMarkets(ids: readonly number[], lang: Locale): Promise<void> {
    const missing = ids.filter((id) => {
      const e = entries.get(id);
      return e?.row !== undefined && e.markets[lang] === undefined;
    });
    if (!missing.length) return;
    const loaded = await loadMarkets(db, missing, lang);
    for (const id of missing) {
      const e = entries.get(id);
      if (e) e.markets[lang] = loaded.get(id) ?? { mg: [], tms: 0 };
    }
  }

  return {
    async get(ids, lang) {
      const unique = [...new Set(ids)];
      await freshRows(unique);
      await fillMarkets(unique, lang);
      const nowMs = options.now();
      const list: MatchLive[] = [];
      for (const id of unique) {
        const e = entries.get(id);
        if (!e?.row) continue;
        const mk = e.markets[lang] ?? { mg: [], tms: 0 };
        const mc = liveClock(e.row, nowMs);
        list.push({
          id,
          ms: e.row.status,
          nsg: [{ sc: [e.row.homeScore, e.row.awayScore] }],
          ...(mc ? { mc } : {}),
          mg: mk.mg,
          tms: mk.tms,
        });
      }
      return list;
    },
    clear: () => entries.clear(),
  };
}
