import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Match } from '../../../core/contract';
import { clockSeconds, formatClock } from './match-view';
import { useNow } from './use-ticker';

/**
 * The live period and clock of a match (SPEC §4: ticks every second while ms is 5), counted on from the
 * moment this component received the clock; a new clock reading from the engine resets the base. Compared by
 * value: every poll brings a new object, and an equal reading must not restart the count. One shared ticker
 * for every clock on screen (use-ticker.ts); used by the match cards and the match detail.
 */
export const sameClock = (a: Match['mc'], b: Match['mc']) =>
  a === b || (!!a && !!b && a.r === b.r && a.tp === b.tp && a.s === b.s && a.pe === b.pe);

/** Sports played in sets or maps: no running game clock, the period is the set (or map) being played. */
const SET_SPORTS: ReadonlySet<number> = new Set([5, 13, 15]);
const MAP_SPORTS: ReadonlySet<number> = new Set([164]);
/** Sports played in two halves (soccer, esports football). */
const HALF_SPORTS: ReadonlySet<number> = new Set([1, 177]);
const BASKETBALL = 3;

export function LiveClock({ match, className }: { match: Pick<Match, 'mc' | 'sid'>; className?: string }) {
  const { t } = useLingui();
  const sid = match.sid;
  const periodLabel = (pe: number): string => {
    if (SET_SPORTS.has(sid)) return t`Set ${pe}`;
    if (MAP_SPORTS.has(sid)) return t`Map ${pe}`;
    if (sid === BASKETBALL) return t`Q${pe}`;
    if (HALF_SPORTS.has(sid)) return pe === 1 ? t`1st half` : pe === 2 ? t`2nd half` : t`Extra time`;
    return `P${pe}`;
  };
  const timed = !SET_SPORTS.has(sid);
  const [base, setBase] = useState(() => ({ mc: match.mc, at: Date.now() }));
  if (!sameClock(base.mc, match.mc)) setBase({ mc: match.mc, at: Date.now() });
  const now = useNow(Boolean(match.mc?.r));
  const seconds = clockSeconds(match, now ? Math.max(0, now - base.at) : 0);
  const period = match.mc?.pe;
  return (
    <span className={className ?? 'match-live'}>
      <span className="live-dot" aria-hidden="true" />
      {t`Live`}
      {period ? ` · ${periodLabel(period)}` : ''}
      {timed && seconds !== null ? <time className="live-clock"> · {formatClock(seconds)}</time> : ''}
    </span>
  );
}
