import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { Game } from '../../../core/contract/schemas/games';
import { quietApi } from '../../platform/api';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { gameRoomUrl, type GameSource } from './casino-api';
import { GameGrid } from './GameGrid';
import './casino.css';

/** /game-detail?platform=&game_id=: the game's cover, provider, RTP, a Play button, more of its provider. */
export default function GameDetailPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const platform = query.get('platform') ?? '';
  const gameId = query.get('game_id') ?? '';
  const [game, setGame] = useState<Game | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setGame(undefined);
    quietApi.call(endpoints.gameByTab, { tab_key: 'providers', sub_tab_key: platform, limit: 60 }).then(
      (page) => current && setGame(page.list.find((g) => g.game_id === gameId) ?? null),
      () => current && setGame(null),
    );
    return () => {
      current = false;
    };
  }, [platform, gameId, attempt]);
  const more = useMemo<GameSource>(
    () => ({ kind: 'tab', tab_key: 'providers', sub_tab_key: platform }),
    [platform],
  );

  const rtp = game ? (game.rtp / 100).toFixed(2) : '';
  return (
    <Page title={game?.game_name ?? t`Game`}>
      {game === undefined && (
        <div className="game-detail-hero skeleton-block" style={{ height: 184 }} aria-hidden="true" />
      )}
      {game === null && (
        <EmptyState
          title={t`Game not found`}
          action={
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t`Retry`}
            </button>
          }
        />
      )}
      {game && (
        <section className="game-detail-hero">
          <span className="game-cover">
            <img src={game.game_cover} alt="" width="240" height="320" decoding="async" />
          </span>
          <div className="game-detail-info">
            <h2>{game.game_name}</h2>
            <span className="game-detail-meta">{game.platform_name}</span>
            <span className="game-detail-meta">{t`Return to player: ${rtp}%`}</span>
            <div className="game-detail-actions">
              <Link to={gameRoomUrl(game)} className="button button-primary">
                {t`Play`}
              </Link>
            </div>
          </div>
        </section>
      )}
      <h2 className="game-section-title">{t`More from this provider`}</h2>
      <GameGrid source={platform ? more : null} label={t`More from this provider`} />
    </Page>
  );
}
