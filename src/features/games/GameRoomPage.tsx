import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired } from '../account/LoginRequired';
import { useBalanceLines } from '../../platform/balance';
import { gamesApi, INHOUSE_NAMES, useMoney } from './games-api';
import './games.css';

const GAMES = {
  crash: lazy(() => import('./CrashGame')),
  slot: lazy(() => import('./SlotGame')),
  dice: lazy(() => import('./DiceGame')),
  roulette: lazy(() => import('./RouletteGame')),
};

/** An external provider's game: its launch URL in a full-size frame, with a way back. */
function ProviderRoom({ platform, gameId }: { platform: string; gameId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    gamesApi.call(endpoints.gameLaunch, { game_platform: platform, game_id: gameId }).then(
      (r) => current && setUrl(r.launch_url),
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, [platform, gameId]);
  return (
    <div className="provider-room">
      <button type="button" className="button button-secondary provider-back" onClick={() => navigate(-1)}>
        {t`Back`}
      </button>
      {url === undefined && <PageSkeleton />}
      {url === null && <EmptyState title={t`The game could not be opened. Please try again later.`} />}
      {url && <iframe className="provider-frame" src={url} title={t`Game`} allow="fullscreen; autoplay" />}
    </div>
  );
}

/** The player's cash in the game's currency, refreshed on opening and after every round. */
function GameBalance() {
  const { t } = useLingui();
  const { currency, money } = useMoney();
  // Watching the balance topic fetches it at once, then every 10 s and after every round.
  const balances = useBalanceLines();
  const line = balances?.find((b) => b.currency.toUpperCase() === currency.toUpperCase());
  return (
    <p className="game-balance">
      {t`Balance`}: <span data-testid="game-balance">{line ? money(line.total) : '—'}</span>
    </p>
  );
}

/** /game-room?platform=&game_id=: our games in place, a provider's game in a frame. Players only. */
export default function GameRoomPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const platform = query.get('platform') ?? '';
  const gameId = query.get('game_id') ?? '';
  const loggedIn = useSession(isLoggedIn);
  const inhouse = platform === 'inhouse' && gameId in GAMES;
  const title = inhouse ? INHOUSE_NAMES[gameId]! : t`Game`;

  if (!loggedIn) {
    return (
      <Page title={title}>
        <LoginRequired>{t`Log in to play.`}</LoginRequired>
      </Page>
    );
  }
  if (!platform || !gameId || (platform === 'inhouse' && !inhouse)) {
    return (
      <Page title={title}>
        <EmptyState
          title={t`Game not found`}
          action={
            <Link to="/home/slots" className="button button-primary">
              {t`Go to the games`}
            </Link>
          }
        />
      </Page>
    );
  }
  const Game = inhouse ? GAMES[gameId as keyof typeof GAMES] : null;
  return (
    <Page title={title} className="game-room">
      {Game ? (
        <Suspense fallback={<PageSkeleton />}>
          <GameBalance />
          <Game />
          <nav className="game-links" aria-label={t`Game links`}>
            <Link to={`/game-history?game_id=${gameId}`}>{t`My rounds`}</Link>
            <Link to="/game-verify">{t`Verify a round`}</Link>
          </nav>
        </Suspense>
      ) : (
        <ProviderRoom platform={platform} gameId={gameId} />
      )}
    </Page>
  );
}
