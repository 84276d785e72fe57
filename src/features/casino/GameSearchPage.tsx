import { SearchIcon } from '../../ui/icons';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import type { GameSource } from './casino-api';
import { GameGrid } from './GameGrid';
import { IdeaBox } from './IdeaBox';
import { addToHistory, readHistory, writeHistory } from './search-history';
import './casino.css';

/** /game-search: a search box, the player's recent searches, and the matching games (paged). */
export default function GameSearchPage() {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  const keyword = query.get('q') ?? '';
  const live = query.get('live') === '1';
  const [text, setText] = useState(keyword);
  const [history, setHistory] = useState<string[]>(readHistory);
  useEffect(() => setText(keyword), [keyword]);

  const search = (word: string) => {
    const w = word.trim();
    if (!w) return;
    const next = addToHistory(history, w);
    setHistory(next);
    writeHistory(next);
    const params = new URLSearchParams(query);
    params.set('q', w);
    setQuery(params, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text);
  };
  const source = useMemo<GameSource | null>(
    () => (keyword ? { kind: 'search', keyword, live } : null),
    [keyword, live],
  );

  return (
    <Page title={t`Search games`}>
      <form className="game-search-bar" role="search" onSubmit={submit}>
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Game or provider name`}
          aria-label={t`Game or provider name`}
          maxLength={64}
          enterKeyHint="search"
          autoFocus
        />
        <button type="submit" className="button button-primary" aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </form>
      {!keyword && history.length > 0 && (
        <section className="game-search-history" aria-label={t`Recent searches`}>
          <h2>
            {t`Recent searches`}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setHistory([]);
                writeHistory([]);
              }}
            >
              {t`Clear`}
            </button>
          </h2>
          <ul>
            {history.map((w) => (
              <li key={w}>
                <button type="button" className="lobby-chip" onClick={() => search(w)}>
                  {w}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {keyword ? (
        <GameGrid
          source={source}
          label={t`Search results`}
          empty={<EmptyState title={t`No games found`}>{t`Try another name or a provider.`}</EmptyState>}
        />
      ) : (
        history.length === 0 && (
          <EmptyState title={t`Find a game`}>{t`Search by game or provider name.`}</EmptyState>
        )
      )}
      <IdeaBox />
    </Page>
  );
}
