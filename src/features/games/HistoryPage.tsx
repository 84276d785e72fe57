import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { InhouseGameId, Round } from '../../../core/contract/schemas/inhouse';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { LoginRequired } from '../account/LoginRequired';
import { formatMultiplier, gamesApi, INHOUSE_NAMES, useMoney } from './games-api';
import './games.css';

const GAME_IDS: InhouseGameId[] = ['crash', 'slot', 'dice', 'roulette'];

function summary(round: Round): string {
  const r = round.result as Record<string, unknown>;
  switch (round.game_id) {
    case 'dice':
      return `${(Number(r.roll) / 100).toFixed(2)} (${r.mode} ${(Number(r.target) / 100).toFixed(2)})`;
    case 'roulette':
      return String(r.number);
    case 'slot':
      return `${(r.free_spins as unknown[]).length > 0 ? `+${(r.free_spins as unknown[]).length} FS` : ''}`;
    default:
      return Number(r.cashout) > 0 ? formatMultiplier(Number(r.cashout)) : '—';
  }
}

function verifyUrl(round: Round): string {
  const q = new URLSearchParams({
    game: round.game_id,
    server_seed: round.server_seed,
    client_seed: round.client_seed,
    nonce: String(round.nonce),
  });
  return `/game-verify?${q.toString()}`;
}

/** /game-history: the player's rounds, newest first, each with its seeds and a link to verify it. */
export default function HistoryPage() {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const loggedIn = useSession(isLoggedIn);
  const [query, setQuery] = useSearchParams();
  const gameId = GAME_IDS.includes(query.get('game_id') as InhouseGameId)
    ? (query.get('game_id') as InhouseGameId)
    : undefined;
  const [rounds, setRounds] = useState<Round[] | null>(null);
  const [next, setNext] = useState(0);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    (before: number) => {
      setFailed(false);
      gamesApi
        .call(endpoints.gameBetList, { game_id: gameId, before: before || undefined, page_size: 20 })
        .then(
          (page) => {
            setRounds((prev) => (before ? [...(prev ?? []), ...page.list] : page.list));
            setNext(page.next);
          },
          () => setFailed(true),
        );
    },
    [gameId],
  );
  useEffect(() => {
    if (!loggedIn) return;
    setRounds(null);
    load(0);
  }, [loggedIn, load]);

  if (!loggedIn) {
    return (
      <Page title={t`Game history`}>
        <LoginRequired>{t`Log in to see your game rounds.`}</LoginRequired>
      </Page>
    );
  }
  return (
    <Page title={t`Game history`}>
      <div className="history-filter" role="group" aria-label={t`Game`}>
        <button
          type="button"
          className={!gameId ? 'history-chip active' : 'history-chip'}
          aria-pressed={!gameId}
          onClick={() => setQuery({}, { replace: true })}
        >
          {t`All`}
        </button>
        {GAME_IDS.map((g) => (
          <button
            key={g}
            type="button"
            className={gameId === g ? 'history-chip active' : 'history-chip'}
            aria-pressed={gameId === g}
            onClick={() => setQuery({ game_id: g }, { replace: true })}
          >
            {INHOUSE_NAMES[g]}
          </button>
        ))}
      </div>
      {rounds === null && !failed && (
        <div className="skeleton-block" style={{ height: 240 }} aria-hidden="true" />
      )}
      {failed && (
        <EmptyState
          title={t`The rounds could not be loaded.`}
          action={
            <button type="button" className="button button-secondary" onClick={() => load(0)}>
              {t`Retry`}
            </button>
          }
        />
      )}
      {rounds?.length === 0 && (
        <EmptyState
          title={t`No game rounds yet.`}
          action={
            <Link to="/game-room?platform=inhouse&game_id=crash" className="button button-primary">
              {t`Play Crash`}
            </Link>
          }
        />
      )}
      {rounds && rounds.length > 0 && (
        <ul className="history-list">
          {rounds.map((r) => (
            <li key={r.round_id} className="history-item">
              <details>
                <summary>
                  <span className="history-game">{INHOUSE_NAMES[r.game_id]}</span>
                  <span className="history-when">
                    {i18n.date(new Date(r.created_at), { dateStyle: 'short', timeStyle: 'medium' })}
                  </span>
                  <span className="history-amount">{money(r.amount)}</span>
                  <span className={r.payout > 0 ? 'history-payout win' : 'history-payout'}>
                    {money(r.payout)}
                  </span>
                  <span className="history-result">{summary(r)}</span>
                </summary>
                <dl className="fair-list">
                  <dt>{t`Round`}</dt>
                  <dd className="mono">{r.round_id}</dd>
                  <dt>{r.game_id === 'crash' ? t`Game hash` : t`Server seed`}</dt>
                  <dd className="mono">
                    {r.server_seed || t`Hidden until you rotate your seeds (or the game ends)`}
                  </dd>
                  <dt>{r.game_id === 'crash' ? t`Next game's hash` : t`Server seed (SHA-256)`}</dt>
                  <dd className="mono">{r.server_seed_hash}</dd>
                  <dt>{r.game_id === 'crash' ? t`Salt` : t`Client seed`}</dt>
                  <dd className="mono">{r.client_seed}</dd>
                  <dt>{r.game_id === 'crash' ? t`Game number` : t`Nonce`}</dt>
                  <dd className="mono">{r.nonce}</dd>
                </dl>
                {r.server_seed && (
                  <Link to={verifyUrl(r)} className="fair-link">
                    {t`Verify this round`}
                  </Link>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
      {next > 0 && (
        <button type="button" className="button button-secondary history-more" onClick={() => load(next)}>
          {t`Load more`}
        </button>
      )}
    </Page>
  );
}
