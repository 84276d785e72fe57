/**
 * /game-detail (issue #23): reached from a cover's info button; shows the game's facts, rules, the provably
 * fair explanation of our games, a favourite toggle, Play and similar games.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import * as games from '../../../../core/contract/endpoints-games';
import type { Game } from '../../../../core/contract/schemas/games';
import GameDetailPage from '../../../../src/features/casino/GameDetailPage';
import { GameCard } from '../../../../src/features/casino/GameCard';
import { useSession } from '../../../../src/app/stores/session';
import { useSettings } from '../../../../src/app/stores/settings';
import { cleanup, click, getByRole, render, settle } from '../dom';
import { fakeServer } from '../account-fetch';

const game = (platform: string, id: string, name: string, category: string, rtp: number): Game => ({
  game_platform: platform,
  game_id: id,
  game_name: name,
  game_cover: `/img/game/v2/${platform}/${id}.svg`,
  platform_name: platform === 'inhouse' ? 'Originals' : 'PG Soft',
  category,
  rtp,
  is_hot: false,
  is_new: false,
  live_game: false,
  is_favorite: false,
});

const DICE = game('inhouse', 'dice', 'Dice', 'mini', 9900);
const KOI = game('pgsoft', 'koi-cascade', 'Koi Cascade', 'slots', 9650);
const page = (list: Game[]) => ({ data: { list, offset: list.length, has_more: false, total: list.length } });

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  useSettings.setState({ currency: null, locale: 'en' });
  useSession.getState().setUser({ uid: 9, nick: 'joao' });
  server = fakeServer({
    [games.gameByTab.path]: page([DICE, game('inhouse', 'crash', 'Crash', 'crash', 9900)]),
    [games.favoritesAdd.path]: { data: { is_favorite: true } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDetail(url: string) {
  const r = await render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/game-detail" element={<GameDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await settle(10);
  return r.container;
}

describe('game detail page', () => {
  it('shows an in-house game with its facts, rules, fairness, Play and similar games', async () => {
    const c = await openDetail('/game-detail?platform=inhouse&game_id=dice');
    expect(getByRole(c, 'heading', 'Dice')).toBeTruthy();
    const facts = c.querySelector('.game-facts')!.textContent!;
    expect(facts).toContain('Return to player99.00%');
    expect(facts).toContain('VolatilityYou choose (low to high)');
    expect(facts).toContain('Minimum bet');
    expect(c.querySelector('section[aria-label="Rules"]')!.textContent).toContain('roll under or over');
    const fair = c.querySelector<HTMLElement>('section[aria-label="Provably fair"]')!;
    expect(fair.textContent).toContain('SHA-256');
    expect(getByRole(fair, 'link', 'Verify a round').getAttribute('href')).toBe('/game-verify');
    expect(getByRole(c, 'link', 'Play').getAttribute('href')).toBe(
      '/game-room?platform=inhouse&game_id=dice',
    );
    // Similar games (the engine's gameList topic of the game's lobby category; the e2e sees the covers).
    expect(getByRole(c, 'heading', 'Similar games')).toBeTruthy();
  });

  it('toggles the favourite', async () => {
    const c = await openDetail('/game-detail?platform=inhouse&game_id=dice');
    const fav = getByRole(c, 'button', 'Add to favourites');
    expect(fav.getAttribute('aria-pressed')).toBe('false');
    await click(fav);
    await settle();
    expect(fav.getAttribute('aria-pressed')).toBe('true');
    expect(fav.textContent).toBe('In favourites');
    const add = server.calls.find((x) => x.path === games.favoritesAdd.path)!;
    expect(add.body).toMatchObject({ game_platform: 'inhouse', game_id: 'dice' });
  });

  it("a provider's game: typical volatility, limits set in the game, no fairness panel", async () => {
    server = fakeServer({
      [games.gameByTab.path]: page([KOI]),
    });
    const c = await openDetail('/game-detail?platform=pgsoft&game_id=koi-cascade');
    const facts = c.querySelector('.game-facts')!.textContent!;
    expect(facts).toContain('Typical volatilityHigh');
    expect(facts).toContain('Minimum betSet in the game');
    expect(c.querySelector('section[aria-label="Provably fair"]')).toBeNull();
  });

  it('says when the game is not found, with a retry', async () => {
    const c = await openDetail('/game-detail?platform=inhouse&game_id=nope');
    expect(c.textContent).toContain('Game not found');
    expect(getByRole(c, 'button', 'Retry')).toBeTruthy();
  });
});

describe('game card', () => {
  it('prints the name once and opens the detail page from its info button', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/home/slots']}>
        <ul>
          <GameCard game={KOI} index={0} />
        </ul>
        <Where />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('.game-name').length).toBe(1);
    expect(container.querySelector('.game-cover img')!.getAttribute('alt')).toBe('');
    await click(getByRole(container, 'link', 'About Koi Cascade'));
    expect(container.querySelector('[data-testid="where"]')!.textContent).toBe(
      '/game-detail?platform=pgsoft&game_id=koi-cascade',
    );
  });

  it('opens the detail page on a long press, not the game', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/home/slots']}>
        <ul>
          <GameCard game={KOI} index={0} />
        </ul>
        <Where />
      </MemoryRouter>,
    );
    const where = () => container.querySelector('[data-testid="where"]')!.textContent;
    const link = getByRole(container, 'link', 'Koi Cascade');
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle(300);
    expect(where()).toBe('/home/slots');
    await settle(400);
    expect(where()).toBe('/game-detail?platform=pgsoft&game_id=koi-cascade');
  });
});
