import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { Game } from '../../../core/contract/schemas/games';
import { quietApi } from '../../platform/api';
import { formatMoneyText } from '../../platform/money-text';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { useBrand } from '../../app/stores/brand';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { requireLogin } from '../account/login-gate';
import { gameRoomUrl, setFavorite, type GameSource } from './casino-api';
import { gameFacts, volatilityName } from './game-facts';
import { GameGrid } from './GameGrid';
import './casino.css';

/** Lobby sub tabs by category: similar games are the game's own kind; others fall back to its provider. */
const LOBBY_CATEGORIES = new Set(['slots', 'mini', 'fishing', 'bingo', 'table']);

function FavoriteButton({ game }: { game: Game }) {
  const { t } = useLingui();
  const [on, setOn] = useState(game.is_favorite);
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    if (!isLoggedIn(useSession.getState())) {
      requireLogin();
      return;
    }
    if (busy) return;
    const next = !on;
    setOn(next);
    setBusy(true);
    setFavorite(game, next)
      .catch(() => setOn(!next))
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className="button button-secondary" aria-pressed={on} onClick={toggle}>
      {on ? t`In favourites` : t`Add to favourites`}
    </button>
  );
}

/**
 * /game-detail?platform=&game_id= (SPEC §1 route): the cover, provider, RTP, volatility, bet limits, rules,
 * the provably fair explanation of our games, a favourite toggle, Play, and similar games. Reached from the
 * info button (or a long press) on a cover and from the game room.
 */
export default function GameDetailPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const platform = query.get('platform') ?? '';
  const gameId = query.get('game_id') ?? '';
  const locale = useSettings((s) => s.locale);
  const brand = useBrand((s) => s.brand);
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
  const similar = useMemo<GameSource | null>(() => {
    if (!game) return null;
    return LOBBY_CATEGORIES.has(game.category)
      ? { kind: 'tab', tab_key: 'lobby', sub_tab_key: game.category }
      : { kind: 'tab', tab_key: 'providers', sub_tab_key: game.game_platform };
  }, [game]);

  const facts = game ? gameFacts(game) : null;
  const money = (minor: number) => formatMoneyText(minor, brand.currency, { locale, market: brand.market });
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
      {game && facts && (
        <>
          <section className="game-detail-hero">
            <span className="game-cover">
              <img src={game.game_cover} alt="" width="240" height="320" decoding="async" />
            </span>
            <div className="game-detail-info">
              {/* The name is the page's title in the header: not repeated here. */}
              <span className="game-detail-provider">{game.platform_name}</span>
              <div className="game-detail-actions">
                <Link to={gameRoomUrl(game)} className="button button-primary">
                  {t`Play`}
                </Link>
                <FavoriteButton game={game} />
              </div>
            </div>
          </section>
          <dl className="game-facts" aria-label={t`Game facts`}>
            <div>
              <dt>{t`Return to player`}</dt>
              <dd>{`${rtp}%`}</dd>
            </div>
            <div>
              <dt>{facts.ownVolatility ? t`Volatility` : t`Typical volatility`}</dt>
              <dd>{volatilityName(facts.volatility)}</dd>
            </div>
            <div>
              <dt>{t`Minimum bet`}</dt>
              <dd>{facts.minBet === null ? t`Set in the game` : money(facts.minBet)}</dd>
            </div>
            <div>
              <dt>{t`Maximum bet`}</dt>
              <dd>{facts.maxBet === null ? t`Set in the game` : money(facts.maxBet)}</dd>
            </div>
          </dl>
          <section className="game-detail-section" aria-label={t`Rules`}>
            <h2 className="game-section-title">{t`Rules`}</h2>
            <ul>
              {facts.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
          {facts.provablyFair && (
            <section className="game-detail-section" aria-label={t`Provably fair`}>
              <h2 className="game-section-title">{t`Provably fair`}</h2>
              <p>
                {t`Before you bet, you see the SHA-256 hash of our secret server seed. Each result comes from HMAC-SHA256 of the server seed with your client seed and the bet's number (nonce), so neither side can choose it. When you rotate seeds, the server seed is revealed: hash it to check it matches, and recompute any round.`}
              </p>
              <Link to="/game-verify" className="fair-link">
                {t`Verify a round`}
              </Link>
            </section>
          )}
        </>
      )}
      <h2 className="game-section-title game-detail-more">{t`Similar games`}</h2>
      <GameGrid
        source={similar}
        label={t`Similar games`}
        exclude={game ? `${game.game_platform}/${game.game_id}` : undefined}
      />
    </Page>
  );
}
