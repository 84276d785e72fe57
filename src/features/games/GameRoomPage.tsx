import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired } from '../account/LoginRequired';
import { useBalanceLines } from '../../platform/balance';
import { gamesApi, INHOUSE_NAMES, useMoney } from './games-api';
import { SoundToggle } from './motion/SoundToggle';
import { useRoomEvents } from './room-events';
import './games.css';

const GAMES = {
  crash: lazy(() => import('./CrashGame')),
  slot: lazy(() => import('./SlotGame')),
  dice: lazy(() => import('./DiceGame')),
  roulette: lazy(() => import('./RouletteGame')),
};

/**
 * An external provider's game: its launch URL in a full-size frame. The page header's Back button is the way
 * back (one, not a second one over the frame), and it names the game once the launch answers.
 */
function ProviderRoom({
  platform,
  gameId,
  onName,
}: {
  platform: string;
  gameId: string;
  onName: (name: string) => void;
}) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    gamesApi.call(endpoints.gameLaunch, { game_platform: platform, game_id: gameId }).then(
      (r) => {
        if (!current) return;
        setUrl(r.launch_url);
        if (r.game_name) onName(r.game_name);
      },
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, [platform, gameId, onName]);
  return (
    <div className="provider-room">
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
  const [providerName, setProviderName] = useState<string | null>(null);
  const title = inhouse ? INHOUSE_NAMES[gameId]! : (providerName ?? t`Game`);
  useRoomEvents(loggedIn ? platform : '', gameId);

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
          <div className="game-topbar">
            <GameBalance />
            <SoundToggle />
          </div>
          <Game />
          <nav className="game-links" aria-label={t`Game links`}>
            <Link to={`/game-detail?platform=inhouse&game_id=${gameId}`}>{t`Game info`}</Link>
            <Link to={`/game-history?game_id=${gameId}`}>{t`My rounds`}</Link>
            <Link to="/game-verify">{t`Verify a round`}</Link>
          </nav>
        </Suspense>
      ) : (
        <ProviderRoom platform={platform} gameId={gameId} onName={setProviderName} />
      )}
    </Page>
  );
}
