import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { useLoadMore } from '../sport/use-load-more';
import type { GameSource } from './casino-api';
import { GameCard } from './GameCard';
import { useGamePages } from './use-game-pages';

const SKELETON_CARDS = 9;

export function GridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-card">
          <span className="game-cover skeleton-block" />
          <span className="game-name skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A grid of game covers from one source with infinite paging (SPEC §2): skeleton while the first page
 * loads, an empty state, and a retry when a page fails.
 */
export function GameGrid({
  source,
  label,
  empty,
  onFavorite,
  exclude,
}: {
  source: GameSource | null;
  label: string;
  empty?: ReactNode;
  onFavorite?: () => void;
  /** A game left out of the grid (`platform/game_id`): the detail page's own game among the similar ones. */
  exclude?: string;
}) {
  return source ? (
    <GameGridOf source={source} label={label} empty={empty} onFavorite={onFavorite} exclude={exclude} />
  ) : (
    <GridSkeleton />
  );
}

function GameGridOf({
  source,
  label,
  empty,
  onFavorite,
  exclude,
}: {
  source: GameSource;
  label: string;
  empty?: ReactNode;
  onFavorite?: () => void;
  exclude?: string;
}) {
  const { t } = useLingui();
  const pages = useGamePages(source);
  const { status, hasMore, loadMore, retry } = pages;
  const games = useMemo(
    () => (exclude ? pages.games.filter((g) => `${g.game_platform}/${g.game_id}` !== exclude) : pages.games),
    [pages.games, exclude],
  );
  const sentinel = useLoadMore(status === 'ready' && hasMore, loadMore, games.length);
  if (games.length === 0 && status === 'loading') return <GridSkeleton />;
  if (games.length === 0 && status === 'error')
    return (
      <EmptyState
        action={
          <button type="button" className="button button-secondary" onClick={retry}>
            {t`Retry`}
          </button>
        }
      >
        {t`The games could not be loaded. Check your connection and try again.`}
      </EmptyState>
    );
  if (games.length === 0) return <>{empty ?? <EmptyState title={t`No games here yet`} />}</>;
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.map((game, i) => (
          <GameCard
            key={`${game.game_platform}/${game.game_id}`}
            game={game}
            index={i}
            onFavorite={onFavorite}
          />
        ))}
      </ul>
      <div ref={sentinel} className="game-grid-end">
        {status === 'loading' && (
          <span className="casino-spinner" aria-label={t`Loading more games`} role="status" />
        )}
        {status === 'error' && (
          <button type="button" className="button button-secondary" onClick={retry}>
            {t`Retry`}
          </button>
        )}
        {status === 'ready' && !hasMore && games.length > 6 && (
          <span className="game-grid-bottom">{t`You have reached the bottom`}</span>
        )}
      </div>
    </>
  );
}
