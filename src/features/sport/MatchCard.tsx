import { memo } from 'react';
import { Link } from '../../platform/router';
import { useLingui } from '@lingui/react/macro';
import type { LiveClock as Clock, Match } from '../../../core/contract';
import type { OddsFormat } from '../../app/stores/settings';
import { Img } from '../../ui/Img';
import { CardOdds } from './CardOdds';
import { formatDate } from './date-format';
import { LiveClock, sameClock } from './LiveClock';
import { isLive, oddsCells, score } from './match-view';

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
 * An odds tick hands the card a new match object, so the card itself re-renders; it only reads a few fields
 * and passes primitives on. Its parts are memoised on those values: the head, the teams and the +N link do
 * not re-render for an odds change, and of the odds only the buttons whose value changed do.
 */
export const MatchCard = memo(function MatchCard({ match, oddsFormat, locale, observe }: Props) {
  const [home, away] = match.ts;
  const live = isLive(match);
  const sc = live ? score(match) : null;
  const cells = oddsCells(match);
  return (
    <article
      ref={observe}
      data-match-id={match.id}
      className="match-card"
      aria-label={home && away ? `${home.na} – ${away.na}` : match.nm}
    >
      <CardTop
        league={match.lg.na}
        bt={match.bt}
        locale={locale}
        mc={match.mc}
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
      {/* One grid for the odds and +N: every element less here is 200 fewer to diff per odds tick. */}
      <div className={cells.length === 3 ? 'match-foot match-foot-3' : 'match-foot'}>
        {cells.map((cell) => (
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
          />
        ))}
        <MoreMarkets id={match.id} sid={match.sid} live={live} count={match.tms} />
      </div>
    </article>
  );
});

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
      {live ? (
        <LiveClock match={{ mc, sid }} />
      ) : (
        <time dateTime={new Date(bt).toISOString()}>{formatDate(bt, locale, 'start')}</time>
      )}
    </div>
  );
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

type TopProps = HeadProps & TeamsProps;
const TOP_FIELDS = [
  'league',
  'live',
  'bt',
  'locale',
  'id',
  'sid',
  'homeName',
  'homeLogo',
  'awayName',
  'awayLogo',
  'homeScore',
  'awayScore',
] as const satisfies readonly (keyof TopProps)[];

function sameTop(a: TopProps, b: TopProps): boolean {
  for (const k of TOP_FIELDS) if (a[k] !== b[k]) return false;
  return sameClock(a.mc, b.mc);
}

/**
 * The card's head and teams: one memo boundary, compared by value (the clock too: every poll brings a new
 * object), so an odds tick costs the card one comparison here.
 */
const CardTop = memo(function CardTop(p: TopProps) {
  return (
    <>
      <MatchHead league={p.league} live={p.live} bt={p.bt} locale={p.locale} mc={p.mc} sid={p.sid} />
      <MatchTeams {...p} />
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
