import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '../../../core/contract/schemas/games';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { requireLogin } from '../account/login-gate';
import { gameDetailUrl, gameRoomUrl, setFavorite } from './casino-api';
import { useLongPress } from './long-press';

/** Covers above the fold load at once (they are the first paint); the rest when scrolled near. */
const EAGER_COVERS = 6;

function Heart({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 21 3.6 12.6a5 5 0 0 1 7.1-7.1l1.3 1.3 1.3-1.3a5 5 0 0 1 7.1 7.1Z"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** One game: its cover (fixed 3:4 box, no layout shift), name, provider, badges and the favourite heart. */
export function GameCard({
  game,
  index,
  onFavorite,
}: {
  game: Game;
  index: number;
  onFavorite?: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const [fav, setFav] = useState(game.is_favorite);
  const [busy, setBusy] = useState(false);
  const name = game.game_name;
  const detail = gameDetailUrl(game);
  const press = useLongPress(detail);
  const toggle = () => {
    if (!isLoggedIn(useSession.getState())) {
      requireLogin();
      return;
    }
    if (busy) return;
    const next = !fav;
    setFav(next);
    setBusy(true);
    setFavorite(game, next)
      .then(
        () => onFavorite?.(next),
        () => setFav(!next),
      )
      .finally(() => setBusy(false));
  };
  return (
    <li className="game-card">
      <Link to={gameRoomUrl(game)} className="game-card-link" aria-label={name} {...press}>
        <span className="game-cover">
          <img
            src={game.game_cover}
            alt=""
            width="240"
            height="320"
            loading={index < EAGER_COVERS ? 'eager' : 'lazy'}
            decoding="async"
          />
          {game.is_hot ? (
            <span className="game-badge game-badge-hot">{t`Hot`}</span>
          ) : game.is_new ? (
            <span className="game-badge game-badge-new">{t`New`}</span>
          ) : null}
        </span>
        <span className="game-name">{name}</span>
        <span className="game-provider">{game.platform_name}</span>
      </Link>
      <button
        type="button"
        className={fav ? 'game-fav game-fav-on' : 'game-fav'}
        aria-pressed={fav}
        aria-label={t`Favourite: ${name}`}
        onClick={toggle}
      >
        <Heart on={fav} />
      </button>
      <Link to={detail} className="game-info" aria-label={t`About ${name}`}>
        <span className="game-info-dot" aria-hidden="true">
          i
        </span>
      </Link>
    </li>
  );
}
