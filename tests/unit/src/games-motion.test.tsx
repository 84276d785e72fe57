/**
 * The in-house games' animations (issue #23): the result shows when the animation has ended (dice marker,
 * roulette wheel, slot reels stopping one by one), at once under prefers-reduced-motion; the sound toggle is
 * off by default, remembered, and gates every sound.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { endpoints } from '../../../core/contract/endpoints';
import { WHEEL_ORDER } from '../../../core/games/roulette';
import { REELS, ROWS } from '../../../core/games/slot';
import DiceGame from '../../../src/features/games/DiceGame';
import RouletteGame from '../../../src/features/games/RouletteGame';
import SlotGame from '../../../src/features/games/SlotGame';
import { SoundToggle } from '../../../src/features/games/motion/SoundToggle';
import { playSound } from '../../../src/features/games/motion/sound';
import { wheelAngle, WHEEL_MS } from '../../../src/features/games/motion/RouletteWheel';
import { useSession } from '../../../src/app/stores/session';
import { useSettings } from '../../../src/app/stores/settings';
import { readStored, StorageKey } from '../../../src/platform/storage';
import { cleanup, click, getByRole, render, settle } from './dom';
import { fakeServer } from './account-fetch';

const SEEDS = { current: { server_seed_hash: 'ab'.repeat(32), client_seed: 'c', nonce: 1 }, previous: null };

const round = (id: number, game: string, amount: number, payout: number, result: unknown) => ({
  round_id: id,
  game_id: game,
  currency: 'BRL',
  amount,
  payout,
  status: 'settled',
  created_at: 1,
  settled_at: 1,
  server_seed_hash: 'ab'.repeat(32),
  server_seed: '',
  client_seed: 'c',
  nonce: 0,
  result,
});

function reduceMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((q: string) => ({
      matches: on && q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

const status = (c: HTMLElement) => c.querySelector('.game-result')!.textContent;

beforeEach(() => {
  useSettings.setState({ currency: null, locale: 'en', gameSound: false });
  useSession.getState().setUser({ uid: 9, nick: 'joao' });
  fakeServer({
    [endpoints.inhouseSeeds.path]: { data: SEEDS },
    [endpoints.inhouseDicePlay.path]: {
      data: round(11, 'dice', 100, 198, {
        roll: 1234,
        mode: 'under',
        target: 5000,
        win_chance: 5000,
        win: true,
      }),
    },
    [endpoints.inhouseRoulettePlay.path]: {
      data: round(12, 'roulette', 100, 3600, {
        number: 7,
        bets: [{ kind: 'straight', numbers: [7], amount: 100, payout: 3600 }],
      }),
    },
    [endpoints.inhouseSlotSpin.path]: {
      data: round(13, 'slot', 200, 0, {
        base: {
          stops: [0, 0, 0, 0, 0],
          grid: Array.from({ length: REELS }, () => Array.from({ length: ROWS }, () => 'lemon')),
          wins: [],
          scatters: 0,
          scatter_pay: 0,
          free_spins_won: 0,
          win: 0,
        },
        free_spins: [],
        total_line_bets: 0,
      }),
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dice', () => {
  it('slides the marker to the roll, then shows the result', async () => {
    reduceMotion(false);
    const { container } = await render(
      <MemoryRouter>
        <DiceGame />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Roll'));
    await settle();
    const marker = container.querySelector<HTMLElement>('[data-testid="dice-marker"]')!;
    expect(marker.style.left).toBe('12.34%');
    expect(container.querySelector('[data-testid="dice-roll"]')!.textContent).toBe('…');
    expect(status(container)).toBe('');
    await settle(700);
    expect(container.querySelector('[data-testid="dice-roll"]')!.textContent).toBe('12.34');
    expect(status(container)).toContain('Rolled 12.34: you won');
  });

  it('shows the result at once under reduced motion', async () => {
    reduceMotion(true);
    const { container } = await render(
      <MemoryRouter>
        <DiceGame />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Roll'));
    await settle();
    expect(container.querySelector('[data-testid="dice-roll"]')!.textContent).toBe('12.34');
    expect(status(container)).toContain('Rolled 12.34');
  });
});

describe('roulette', () => {
  it('lands every pocket under the pointer and always turns forward', () => {
    const step = 360 / WHEEL_ORDER.length;
    let last = 0;
    for (const [spin, n] of [7, 0, 26, 7, 32].entries()) {
      const angle = wheelAngle(spin + 1, n);
      expect(angle).toBeGreaterThan(last + 360 * 4);
      // The pocket's own position plus the turn is a whole number of turns: it sits at the top.
      expect((angle + WHEEL_ORDER.indexOf(n as (typeof WHEEL_ORDER)[number]) * step) % 360).toBeCloseTo(0, 6);
      last = angle;
    }
  });

  it('turns the wheel, then shows the number and the win', async () => {
    reduceMotion(false);
    const { container } = await render(
      <MemoryRouter>
        <RouletteGame />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Number 7'));
    await click(getByRole(container, 'button', 'Spin'));
    await settle();
    const wheel = container.querySelector('[data-testid="roulette-wheel"]')!;
    expect(wheel.getAttribute('data-settled')).toBe('false');
    expect(container.querySelector('[data-testid="roulette-number"]')!.textContent).toBe('—');
    expect((getByRole(container, 'button', 'Spin') as HTMLButtonElement).disabled).toBe(true);
    await settle(WHEEL_MS - 400);
    expect(wheel.getAttribute('data-settled')).toBe('false');
    await settle(500);
    expect(wheel.getAttribute('data-settled')).toBe('true');
    expect(container.querySelector('[data-testid="roulette-number"]')!.textContent).toBe('7');
    expect(status(container)).toContain('7 red: you won');
  });

  it('shows the number at once under reduced motion', async () => {
    reduceMotion(true);
    const { container } = await render(
      <MemoryRouter>
        <RouletteGame />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Number 7'));
    await click(getByRole(container, 'button', 'Spin'));
    await settle();
    expect(container.querySelector('[data-testid="roulette-number"]')!.textContent).toBe('7');
  });
});

describe('slot', () => {
  it('stops the reels one by one, left to right, then says the result', async () => {
    reduceMotion(false);
    const { container } = await render(
      <MemoryRouter>
        <SlotGame />
      </MemoryRouter>,
    );
    const stoppedReels = () =>
      [...container.querySelectorAll('.slot-row')[0]!.children].map((c) => c.getAttribute('data-stopped'));
    await click(getByRole(container, 'button', 'Spin'));
    await settle();
    expect(stoppedReels()).toEqual(['false', 'false', 'false', 'false', 'false']);
    const seen: string[] = [];
    for (let i = 0; i < 120 && !seen.includes('true,true,true,true,true'); i++) {
      await settle(50);
      const now = stoppedReels().join(',');
      if (seen[seen.length - 1] !== now) seen.push(now);
    }
    // Each state adds one stopped reel on the left (some may pass between two looks, never out of order).
    for (const s of seen) expect(s).toMatch(/^(true,)*(false,)*(true|false)$/);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen[seen.length - 1]).toBe('true,true,true,true,true');
    expect(container.querySelector('[data-testid="slot-result"]')!.textContent).toBe('No win this time');
  });

  it('stops every reel at once under reduced motion', async () => {
    reduceMotion(true);
    const { container } = await render(
      <MemoryRouter>
        <SlotGame />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Spin'));
    await settle(10);
    expect(container.querySelectorAll('.slot-cell.rolling').length).toBe(0);
    expect(container.querySelector('[data-testid="slot-result"]')!.textContent).toBe('No win this time');
  });
});

describe('sound', () => {
  it('is off by default, remembered when turned on, and gates every sound', async () => {
    const oscillators: string[] = [];
    class FakeAudio {
      currentTime = 0;
      destination = {};
      createOscillator() {
        const osc = {
          type: '',
          frequency: { value: 0 },
          connect: (g: unknown) => g,
          start: () => oscillators.push(osc.type),
          stop() {},
        };
        return osc;
      }
      createGain() {
        return {
          gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect: (d: unknown) => d,
        };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudio);
    expect(playSound('win')).toBe(false);
    expect(oscillators).toEqual([]);
    const { container } = await render(<SoundToggle />);
    const toggle = getByRole(container, 'button', 'Sound');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(readStored(StorageKey.gameSound)).toBe('1');
    expect(oscillators.length).toBe(1); // the confirming tick
    expect(playSound('win')).toBe(true);
    expect(oscillators.length).toBe(4);
    await click(toggle);
    expect(readStored(StorageKey.gameSound)).toBeNull();
    expect(playSound('lose')).toBe(false);
    expect(oscillators.length).toBe(4);
  });
});

describe('roulette bet types', () => {
  it('places splits, streets, corners and lines from taps on the numbers, and sends them', async () => {
    reduceMotion(true);
    const server = fakeServer({
      [endpoints.inhouseSeeds.path]: { data: SEEDS },
      [endpoints.inhouseRoulettePlay.path]: {
        data: round(14, 'roulette', 400, 0, { number: 0, bets: [] }),
      },
    });
    const { container } = await render(
      <MemoryRouter>
        <RouletteGame />
      </MemoryRouter>,
    );
    const hint = () => container.querySelector('.rl-hint')!.textContent;
    await click(getByRole(container, 'radio', 'Split'));
    await click(getByRole(container, 'button', 'Number 7'));
    expect(hint()).toBe('Now tap a number next to 7.');
    await click(getByRole(container, 'button', 'Number 11'));
    expect(hint()).toBe('11 is not next to 7. Tap a number next to it.');
    await click(getByRole(container, 'button', 'Number 8'));
    await click(getByRole(container, 'radio', 'Street'));
    await click(getByRole(container, 'button', 'Number 5'));
    await click(getByRole(container, 'radio', 'Corner'));
    await click(getByRole(container, 'button', 'Number 36'));
    await click(getByRole(container, 'radio', 'Line'));
    await click(getByRole(container, 'button', 'Number 35'));
    const list = container.querySelector('ul[aria-label="Your bets"]')!;
    expect([...list.querySelectorAll('li span:first-child')].map((e) => e.textContent)).toEqual([
      'Split 7 and 8',
      'Street 4 to 6',
      'Corner 32, 33, 35, 36',
      'Line 31 to 36',
    ]);
    await click(getByRole(container, 'button', 'Spin'));
    await settle();
    const sent = server.calls.find((c) => c.path === endpoints.inhouseRoulettePlay.path)!.body;
    expect((sent.bets as { kind: string; numbers: number[] }[]).map((b) => [b.kind, b.numbers])).toEqual([
      ['split', [7, 8]],
      ['street', [4]],
      ['corner', [32]],
      ['line', [31]],
    ]);
  });
});
