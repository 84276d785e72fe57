import { SearchIcon } from '../../ui/icons';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { BigWin } from '../../../core/contract/schemas/inhouse';
import { formatMoneyText } from '../../platform/money-text';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { useBrand } from '../../app/stores/brand';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { requireLogin } from '../account/login-gate';
import { tabTitle, type GameSource } from './casino-api';
import { GameGrid } from './GameGrid';
import './casino.css';

const NO_PARAMS = {} as Record<string, never>;

/**
 * The hall's tab list: the engine's gameTabs topic (kept on the device for an offline lobby, fetched again
 * when the player changes, since favourites are counted).
 */
function useGameTabs(live: boolean) {
  const params = useMemo(() => (live ? { live: true } : {}), [live]);
  const { data, status, refresh } = useTopic('gameTabs', params);
  return { tabs: data?.list ?? null, failed: !data && status === 'error', retry: refresh };
}

/** SPEC §7 big_win list: the latest big wins scrolling under the tabs; nothing when there are none. */
function BigWinMarquee() {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
  const market = useBrand((s) => s.brand.market);
  // The engine's bigWins topic: the latest big wins, every minute.
  const { data } = useTopic('bigWins', NO_PARAMS);
  const wins: BigWin[] = useMemo(() => data?.list.slice(0, 12) ?? [], [data]);
  const items = wins.map((w) => {
    const nick = w.nick;
    const amount = formatMoneyText(w.payout, w.currency, { locale, market });
    const game = w.game_name;
    return (
      <span key={w.round_id} className="bigwin-item">
        {t`${nick} won ${amount} on ${game}`}
      </span>
    );
  });
  // The bar keeps its place while the list loads (or when it is empty), so nothing below it moves.
  return (
    <section className="bigwin" aria-label={t`Big wins`}>
      <span className="bigwin-label">{t`Big wins`}</span>
      {wins.length > 0 && (
        <div className="bigwin-window">
          <div className="bigwin-track">
            {items}
            <span aria-hidden="true" className="bigwin-copy">
              {items}
            </span>
          </div>
        </div>
      )}
    </section>
  );
}

/** Keeps the chosen chip in sight when the row scrolls sideways (a deep link to the last provider). */
const scrollIntoRow = (el: HTMLElement | null) =>
  el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

export type LobbySection = 'game' | 'slots' | 'casino' | 'live';

const DEFAULT_SUB: Record<LobbySection, string> = {
  game: 'popular',
  slots: 'slots',
  casino: 'table',
  live: '',
};

/**
 * The game hall (SPEC §2 casino home tabs): Lobby with its sub tabs, Favorites, Recents, New and Game
 * Providers with provider chips, the big-win marquee, search, and the game grid. The choice lives in the
 * URL (?tab=&sub=) so back and reload keep it.
 */
export function Lobby({ section }: { section: LobbySection }) {
  const { t } = useLingui();
  const live = section === 'live';
  const [query, setQuery] = useSearchParams();
  const loggedIn = useSession(isLoggedIn);
  const { tabs, failed, retry } = useGameTabs(live);
  const tabKey = query.get('tab') ?? 'lobby';
  const tab = tabs?.find((x) => x.tab_key === tabKey) ?? tabs?.[0];
  const subKey =
    query.get('sub') ??
    (tab?.tab_key === 'lobby' ? DEFAULT_SUB[section] : tab?.tab_key === 'providers' ? 'inhouse' : '');
  const sub =
    tab?.sub_tab.find((s) => s.tab_key === subKey) ??
    (tab?.tab_key === 'providers' ? tab.sub_tab[0] : undefined);
  const [favVersion, setFavVersion] = useState(0);

  const select = (nextTab: string, nextSub?: string) => {
    const next = new URLSearchParams(query);
    next.set('tab', nextTab);
    if (nextSub) next.set('sub', nextSub);
    else next.delete('sub');
    setQuery(next, { replace: true });
  };

  const source = useMemo<GameSource | null>(() => {
    if (!tab) return null;
    if (tab.tab_key === 'favorites') return loggedIn ? { kind: 'favorites', v: favVersion } : null;
    if (tab.tab_key === 'recents') return loggedIn ? { kind: 'recents' } : null;
    return { kind: 'tab', tab_key: tab.tab_key, ...(sub ? { sub_tab_key: sub.tab_key } : {}), live };
    // favVersion: the Favorites tab reloads after a heart changes on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab?.tab_key, sub?.tab_key, live, loggedIn, favVersion]);

  const userTab = tab?.tab_key === 'favorites' || tab?.tab_key === 'recents';
  const gridLabel = tab ? tabTitle(sub?.tab_key ?? tab.tab_key, sub?.tab_title ?? tab.tab_title) : '';

  return (
    <section className="lobby" aria-label={t`Game hall`}>
      <Link to={live ? '/game-search?live=1' : '/game-search'} className="lobby-search">
        <SearchIcon />
        <span>{t`Search games`}</span>
      </Link>
      <BigWinMarquee />
      {failed && !tabs ? (
        <EmptyState
          action={
            <button type="button" className="button button-secondary" onClick={retry}>
              {t`Retry`}
            </button>
          }
        >
          {t`The game hall could not be loaded. Check your connection and try again.`}
        </EmptyState>
      ) : (
        <>
          <div className="lobby-tabs" role="tablist" aria-label={t`Game categories`}>
            {(tabs ?? []).map((x) => (
              <button
                key={x.tab_key}
                type="button"
                role="tab"
                aria-selected={x.tab_key === tab?.tab_key}
                className="lobby-tab"
                onClick={() => select(x.tab_key)}
              >
                {tabTitle(x.tab_key, x.tab_title)}
              </button>
            ))}
            {!tabs && <span className="lobby-tabs-placeholder" aria-hidden="true" />}
          </div>
          {!tabs && section !== 'live' && (
            <div className="lobby-chips lobby-chips-placeholder" aria-hidden="true" />
          )}
          {tab && tab.sub_tab.length > 0 && (
            <div
              className={tab.tab_key === 'providers' ? 'lobby-chips lobby-providers' : 'lobby-chips'}
              role="tablist"
              aria-label={tab.tab_key === 'providers' ? t`Game providers` : t`Lobby categories`}
            >
              {tab.sub_tab.map((s) => (
                <button
                  key={s.tab_key}
                  type="button"
                  role="tab"
                  aria-selected={s.tab_key === sub?.tab_key}
                  ref={s.tab_key === sub?.tab_key ? scrollIntoRow : undefined}
                  className="lobby-chip"
                  onClick={() => select(tab.tab_key, s.tab_key)}
                >
                  {tabTitle(s.tab_key, s.tab_title)}
                  <span className="lobby-chip-num">{s.num}</span>
                </button>
              ))}
            </div>
          )}
          {userTab && !loggedIn ? (
            <EmptyState
              title={
                tab?.tab_key === 'favorites'
                  ? t`Keep your favourite games here`
                  : t`Your recent games show here`
              }
              action={
                <button type="button" className="button button-primary" onClick={() => requireLogin()}>
                  {t`Log in`}
                </button>
              }
            >
              {t`Log in to save favourites and see the games you played.`}
            </EmptyState>
          ) : (
            <GameGrid
              source={source}
              label={gridLabel}
              onFavorite={tab?.tab_key === 'favorites' ? () => setFavVersion((n) => n + 1) : undefined}
              empty={
                tab?.tab_key === 'favorites' ? (
                  <EmptyState
                    title={t`No favourites yet`}
                  >{t`Tap the heart on a game to keep it here.`}</EmptyState>
                ) : tab?.tab_key === 'recents' ? (
                  <EmptyState title={t`No recent games`}>{t`The games you open show here.`}</EmptyState>
                ) : undefined
              }
            />
          )}
        </>
      )}
    </section>
  );
}
