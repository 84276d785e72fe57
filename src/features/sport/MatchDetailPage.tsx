import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { Match } from '../../../core/contract';
import type { TopicStatus } from '../../../workers/topics';
import { useTopic } from '../../platform/engine-bridge';
import { useSettings, type OddsFormat } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { Img } from '../../ui/Img';
import { Page } from '../../ui/Page';
import { LiveClock } from './LiveClock';
import { MarketGroupView } from './MarketGroupView';
import { BetBuilderPanel } from './BetBuilderPanel';
import { isBuilderMarket } from '../../../core/bets/builder';
import { MarketTabs } from './MarketTabs';
import { inTab, marketTabs, type MarketTab } from '../../../core/sport/market-tabs';
import { isLive, score, MATCH_LIVE } from './match-view';
import { readDetailParams } from './route-params';
import './sport.css';
import './sport-pages.css';
import { useOnline } from '../../platform/online';

const MATCH_NOT_STARTED = 4;

/**
 * A match that is over or unknown: the feed answers with a status past live, or the call fails with a
 * not-found answer (the server says "match N does not exist" once a match is gone). A missing API path
 * ("No such API path") or a network failure is an error to retry, not a gone match.
 */
export function isGone(status: TopicStatus, error: string | undefined, match: Match | undefined): boolean {
  if (match && match.ms !== MATCH_NOT_STARTED && match.ms !== MATCH_LIVE) return true;
  return (
    (status === 'error' || status === 'stale') &&
    /not found|does not exist|finished|no such match/i.test(error ?? '')
  );
}

/** /match-detail: every market group of one match, with its live score and clock (SPEC §2). */
export default function MatchDetailPage() {
  const { t } = useLingui();
  const { state } = useLocation();
  const [query] = useSearchParams();
  const { matchId, isComing } = useMemo(() => readDetailParams(state, query), [state, query]);
  if (matchId === null) {
    return (
      <Page title={t`Match details`}>
        <MatchGone />
      </Page>
    );
  }
  // `tab=builder` opens the Bet Builder directly (a link to a match's builder).
  return (
    <MatchDetail
      key={matchId}
      matchId={matchId}
      isComing={isComing}
      builder={query.get('tab') === 'builder'}
    />
  );
}

function MatchGone() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Match finished or not found`}
      action={
        <Link className="button button-secondary" to="/sport">
          {t`Back to sports`}
        </Link>
      }
    >
      {t`This match is no longer open for betting. Pick another match on the sports page.`}
    </EmptyState>
  );
}

function DetailSkeleton() {
  return (
    <div className="detail-skeleton" aria-hidden="true">
      <div className="skeleton-block detail-skeleton-board" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="skeleton-row" />
      ))}
    </div>
  );
}

function MatchDetail({
  matchId,
  isComing,
  builder,
}: {
  matchId: number;
  isComing: boolean | null;
  builder: boolean;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const params = useMemo(() => ({ matchId }), [matchId]);
  const { data, status, error, refresh } = useTopic('matchDetail', params);
  const oddsFormat = useSettings((s) => s.oddsFormat);
  const locale = useSettings((s) => s.locale);
  const match = data?.match;
  const title = t`Match details`;
  const [tab, setTab] = useState<'markets' | 'builder'>(builder ? 'builder' : 'markets');

  if (isGone(status, error, match)) {
    return (
      <Page title={title}>
        <MatchGone />
      </Page>
    );
  }
  if (!data || !match) {
    return (
      <Page title={title}>
        {status === 'error' ? (
          <EmptyState
            title={t`No connection`}
            action={
              <button type="button" className="button button-secondary" onClick={refresh}>
                {t`Retry`}
              </button>
            }
          >
            {t`The match could not be loaded. Check your connection and try again.`}
          </EmptyState>
        ) : (
          <div aria-busy="true">
            <p className="visually-hidden" role="status">
              {isComing === false ? t`Loading the live match…` : t`Loading the match…`}
            </p>
            <DetailSkeleton />
          </div>
        )}
      </Page>
    );
  }

  return (
    <Page title={title} className="detail-page">
      <Scoreboard match={match} locale={locale} />
      {status === 'stale' && (
        <p className="stale-note detail-note">
          {online ? t`Showing saved odds. Updating…` : t`Showing saved odds.`}
        </p>
      )}
      {match.mg.length === 0 ? (
        <EmptyState title={t`No markets open`}>
          {t`Betting on this match is paused. Markets come back as soon as they reopen.`}
        </EmptyState>
      ) : (
        <>
          {match.mg.some((g) => isBuilderMarket(g.mty)) && (
            <div className="detail-tabs" role="tablist" aria-label={t`Markets view`}>
              <button
                type="button"
                role="tab"
                className="detail-tab"
                aria-selected={tab === 'markets'}
                onClick={() => setTab('markets')}
              >
                {t`Markets`}
              </button>
              <button
                type="button"
                role="tab"
                className="detail-tab"
                aria-selected={tab === 'builder'}
                onClick={() => setTab('builder')}
              >
                {t`Bet Builder`}
              </button>
            </div>
          )}
          {tab === 'builder' ? (
            <BetBuilderPanel match={match} names={data.market_names} oddsFormat={oddsFormat} />
          ) : (
            <MarketList match={match} names={data.market_names} oddsFormat={oddsFormat} />
          )}
        </>
      )}
    </Page>
  );
}

/**
 * After a tab change deep in a long list, the new (maybe shorter) list starts right under the sticky tabs
 * instead of leaving the player scrolled past its end.
 */
function keepListInView(panelId: string) {
  const panel = document.getElementById(panelId);
  const bar = panel?.previousElementSibling;
  if (!panel || !(bar instanceof HTMLElement)) return;
  const stuckAt = bar.getBoundingClientRect().bottom;
  const listTop = panel.getBoundingClientRect().top;
  if (listTop < stuckAt) window.scrollBy({ top: listTop - stuckAt });
}

/** The market groups of the match, filtered by the market tabs (core/sport/market-tabs.ts) when it has several. */
function MarketList({
  match,
  names,
  oddsFormat,
}: {
  match: Match;
  names: Record<string, string>;
  oddsFormat: OddsFormat;
}) {
  const { t } = useLingui();
  const types = match.mg.map((g) => g.mty);
  const tabs = marketTabs(types);
  const [chosen, setChosen] = useState<MarketTab>('popular');
  // A tab that emptied (its markets closed) falls back to the first one left.
  const tab = tabs.includes(chosen) ? chosen : (tabs[0] ?? 'all');
  const shown = new Set(inTab(types, tab));
  const base = useId();
  const idOf = (x: MarketTab) => `${base}-tab-${x}`;
  const panelId = `${base}-panel`;
  const groups = (
    <div
      className="market-groups"
      {...(tabs.length > 0 ? { id: panelId, role: 'tabpanel', 'aria-labelledby': idOf(tab) } : {})}
    >
      {match.mg
        .filter((group) => tabs.length === 0 || shown.has(group.mty))
        .map((group) => (
          <MarketGroupView
            key={group.mty}
            matchId={match.id}
            group={group}
            name={names[String(group.mty)] ?? t`Market ${group.mty}`}
            oddsFormat={oddsFormat}
          />
        ))}
    </div>
  );
  if (tabs.length === 0) return groups;
  return (
    <>
      <MarketTabs
        tabs={tabs}
        selected={tab}
        sportId={Math.floor((types[0] ?? 0) / 1000)}
        panelId={panelId}
        idOf={idOf}
        onSelect={(next) => {
          setChosen(next);
          keepListInView(panelId);
        }}
      />
      {groups}
    </>
  );
}

function Scoreboard({ match, locale }: { match: Match; locale: string }) {
  const { t } = useLingui();
  const [home, away] = match.ts;
  const live = isLive(match);
  const sc = live ? score(match) : null;
  const start = new Date(match.bt);
  const small = match.ts.some((team) => team.na.length > LONG_NAME);
  return (
    <section className="scoreboard" aria-label={t`Scoreboard`}>
      <p className="scoreboard-league">{match.lg.na}</p>
      <div className="scoreboard-main">
        <TeamCell name={home?.na ?? match.nm} crest={home?.lurl} small={small} />
        <div className="scoreboard-centre">
          {live ? (
            <>
              {sc && (
                <p className="scoreboard-score" aria-label={t`Score ${sc[0]} to ${sc[1]}`}>
                  {sc[0]} - {sc[1]}
                </p>
              )}
              <LiveClock match={match} className="match-live scoreboard-clock" />
            </>
          ) : (
            <time className="scoreboard-time" dateTime={start.toISOString()}>
              <span>{start.toLocaleDateString(locale, { day: 'numeric', month: 'short' })}</span>
              <span className="scoreboard-hour">
                {start.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}
              </span>
            </time>
          )}
        </div>
        {away && <TeamCell name={away.na} crest={away.lurl} small={small} />}
      </div>
    </section>
  );
}

/** A name longer than this sets both names in the smaller size, so most fit two lines without breaking a word. */
const LONG_NAME = 16;

function TeamCell({ name, crest, small }: { name: string; crest: string | undefined; small: boolean }) {
  return (
    <div className="scoreboard-team">
      {crest ? <Img src={crest} width="48" height="48" alt="" /> : <span className="crest-blank" />}
      <span className={small ? 'scoreboard-team-name scoreboard-team-name-long' : 'scoreboard-team-name'}>
        {name}
      </span>
    </div>
  );
}
