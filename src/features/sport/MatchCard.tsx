import { memo, useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { LiveClock as Clock, Match } from '../../../core/contract';
import type { OddsFormat } from '../../app/stores/settings';
import type { RecordSource } from '../../platform/topic-view';
import { Img } from '../../ui/Img';
import { matchSelection, optionKey, useMatchSelection, useSelectedKeys } from '../betslip/selected-keys';
import { CardOdds } from './CardOdds';
import { useDateLabel } from './date-format';
import { sameCardTop, priceChanges } from './card-diff';
import { LiveClock } from './LiveClock';
import { isLive, oddsCells, score } from './match-view';
import { showInPlace, type OddsSlots } from './odds-in-place';

interface Props {
  match: Match;
  oddsFormat: OddsFormat;
  locale: string;
  /** The list's visibility ref (useVisibleMatches): the card root carries data-match-id for it. */
  observe?: (el: Element | null) => (() => void) | undefined;
}

/**
 * SPEC §2 Match card: league, time or live clock and score, teams with crests, +N markets, main odds.
 *
 * A list of a live topic renders RecordCard, which reads its match by id: a tick renders only the cards
 * whose match changed, not the list, and a card whose change is only prices not even that: it writes them
 * into its buttons (DESIGN.md §8: 200 cards in <= 4 ms, bench/odds-tick; odds-in-place.ts). MatchCard
 * takes the match as a prop (lists of fetched-once results). The card's parts are memoised on what they
 * show: the head and teams compare the fields they read, the +N link and each odds button take primitives,
 * so for an odds change only the buttons whose value changed re-render. The card reads the slip once (its
 * match's selections), not once per button.
 */
export const MatchCard = memo(function MatchCard({ match, oddsFormat, locale, observe }: Props) {
  const picks = useMatchSelection(match.id);
  return cardElement(match, oddsFormat, locale, observe, picks);
});

interface RecordProps extends Omit<Props, 'match'> {
  id: number;
  /** The topic's matches by id (engine-bridge useMatchList). */
  matches: RecordSource<Match>;
}

/** A card of a live list: subscribes to its own match, so it renders when that match changes. */
export const RecordCard = memo(function RecordCard({
  id,
  matches,
  oddsFormat,
  locale,
  observe,
}: RecordProps) {
  const [match, picks, slots] = useCardSources(matches, id);
  // Gone from the data: the list drops the card in the same render.
  return match ? cardElement(match, oddsFormat, locale, observe, picks, slots) : null;
});

const bump = (n: number) => n + 1;

/**
 * What a live card keeps for its life: its buttons for prices in place, and whether a render is under way
 * (asked for, or rendered and not yet committed).
 */
interface CardBox {
  slots: OddsSlots;
  renderDue: boolean;
}
const newCardBox = (): CardBox => ({ slots: new Map(), renderDue: false });

/**
 * The card's match and its slip selections, re-rendering the card when either changes: one subscription to
 * both stores. Not useSyncExternalStore: a changed snapshot costs a passive effect per card, flushed after
 * every tick's commit (200 of them); a reducer bumped by the listener costs one queued update. Both are
 * read during render, so a render shows the stores' latest; the listener compares with what it last saw.
 *
 * A change of nothing but unlocked prices renders nothing: the listener writes them into the buttons
 * (odds-in-place.ts). Not while a render is under way, from the card's own listener or from its parent (a
 * new odds format): that render read the match when it ran, and a price written into the DOM after it would
 * be overwritten by its older one at the commit. The listener asks for another render instead, and the flag
 * clears once a render has committed.
 */
function useCardSources(matches: RecordSource<Match>, id: number) {
  const [, rerender] = useReducer(bump, 0);
  const [box] = useState(newCardBox);
  box.renderDue = true;
  useLayoutEffect(() => {
    box.renderDue = false;
  });
  const match = matches.get(id);
  const picks = matchSelection(id);
  useEffect(() => {
    // What the card mounted with: a change between that render and this subscription re-renders it now.
    let seenMatch = match;
    let seenPicks = picks;
    const check = () => {
      const m = matches.get(id);
      const p = matchSelection(id);
      if (m === seenMatch && p === seenPicks) return;
      if (!box.renderDue && p === seenPicks && m && seenMatch) {
        const changes = priceChanges(seenMatch, m);
        if (changes && showInPlace(box.slots, changes)) {
          seenMatch = m;
          return;
        }
      }
      seenMatch = m;
      seenPicks = p;
      box.renderDue = true;
      rerender();
    };
    check();
    const offMatches = matches.subscribe(check);
    const offSlip = useSelectedKeys.subscribe(check);
    return () => {
      offMatches();
      offSlip();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mount's match and picks, compared once
  }, [matches, id]);
  return [match, picks, box.slots] as const;
}

function cardElement(
  match: Match,
  oddsFormat: OddsFormat,
  locale: string,
  observe: Props['observe'],
  picks: ReadonlySet<string> | undefined,
  slots?: OddsSlots,
) {
  const [home, away] = match.ts;
  const live = isLive(match);
  const cells = oddsCells(match);
  // One flat list of children: the odds and +N are the card grid's last row (sport.css), with no wrapper
  // element and no fragment around the odds, so each card of an odds tick has one element less to update.
  const parts = [<CardTop key="top" match={match} locale={locale} />];
  for (const cell of cells) {
    parts.push(
      <CardOdds
        key={cell.key}
        moveKey={cell.key}
        matchId={cell.matchId}
        marketId={cell.marketId}
        ty={cell.ty}
        nm={cell.nm}
        label={cell.label}
        od={cell.odds}
        locked={cell.locked}
        oddsFormat={oddsFormat}
        locale={locale}
        selected={picks !== undefined && picks.has(optionKey(cell.matchId, cell.marketId, cell.ty, cell.nm))}
        slots={slots}
      />,
    );
  }
  parts.push(<MoreMarkets key="more" id={match.id} sid={match.sid} live={live} count={match.tms} />);
  return (
    <article
      ref={observe}
      data-match-id={match.id}
      className={cells.length === 3 ? 'match-card match-card-3' : 'match-card'}
      aria-label={home && away ? `${home.na} – ${away.na}` : match.nm}
    >
      {parts}
    </article>
  );
}

interface HeadProps {
  league: string;
  live: boolean;
  bt: number;
  locale: string;
  mc: Clock | undefined;
}

/** League and start time, or the live period and clock. */
function MatchHead({ league, live, bt, locale, mc, sid }: HeadProps & { sid: number }) {
  return (
    <div className="match-head">
      <span className="match-league">{league}</span>
      {live ? <LiveClock match={{ mc, sid }} /> : <StartTime at={bt} locale={locale} />}
    </div>
  );
}

/** A card's start, labelled by the engine worker (date-format.ts). */
function StartTime({ at, locale }: { at: number; locale: string }) {
  return <time dateTime={new Date(at).toISOString()}>{useDateLabel(at, locale, 'start')}</time>;
}

interface TeamsProps {
  id: number;
  sid: number;
  live: boolean;
  homeName: string;
  homeLogo: string;
  awayName: string;
  awayLogo: string;
  homeScore: number | null;
  awayScore: number | null;
}

/** SPEC §2: /match-detail gets { matchId, isComing, matchType } as state and ?matchId= for a reload or a link. */
const detailTo = (id: number) => `/match-detail?matchId=${id}`;
const detailState = (id: number, live: boolean, sid: number) => ({
  matchId: id,
  isComing: !live,
  matchType: sid,
});

function MatchTeams(p: TeamsProps) {
  const rows = [
    { name: p.homeName, logo: p.homeLogo, score: p.homeScore },
    { name: p.awayName, logo: p.awayLogo, score: p.awayScore },
  ];
  return (
    <Link to={detailTo(p.id)} state={detailState(p.id, p.live, p.sid)} className="match-teams">
      {rows.map((row, i) => (
        <span key={i} className="match-team">
          <Img src={row.logo} width="20" height="20" loading="lazy" />
          <span className="match-team-name">{row.name}</span>
          {row.score !== null && <span className="match-score">{row.score}</span>}
        </span>
      ))}
    </Link>
  );
}

interface TopProps {
  match: Match;
  locale: string;
}

/** What the head and teams show of a match: an odds tick changes none of it. */
const sameTop = (a: TopProps, b: TopProps) => a.locale === b.locale && sameCardTop(a.match, b.match);

/**
 * The card's head and teams: one memo boundary, compared by what it shows (the clock by value: every poll
 * brings a new object), so an odds tick costs the card one comparison here.
 */
const CardTop = memo(function CardTop({ match, locale }: TopProps) {
  const [home, away] = match.ts;
  const live = isLive(match);
  const sc = live ? score(match) : null;
  return (
    <>
      <MatchHead
        league={match.lg.na}
        live={live}
        bt={match.bt}
        locale={locale}
        mc={match.mc}
        sid={match.sid}
      />
      <MatchTeams
        id={match.id}
        sid={match.sid}
        live={live}
        homeName={home?.na ?? ''}
        homeLogo={home?.lurl ?? ''}
        awayName={away?.na ?? ''}
        awayLogo={away?.lurl ?? ''}
        homeScore={sc ? sc[0] : null}
        awayScore={sc ? sc[1] : null}
      />
    </>
  );
}, sameTop);

const MoreMarkets = memo(function MoreMarkets({
  id,
  sid,
  live,
  count,
}: {
  id: number;
  sid: number;
  live: boolean;
  count: number;
}) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <Link
      to={detailTo(id)}
      state={detailState(id, live, sid)}
      className="match-more"
      aria-label={t`${count} more markets`}
    >
      +{count}
    </Link>
  );
});
