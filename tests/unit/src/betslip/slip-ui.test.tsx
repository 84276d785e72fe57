import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { itemKey } from '../../../../core/betslip/slip';
import { EMPTY_SLIP, type OptionPick } from '../../../../core/betslip/types';
import { useSession } from '../../../../src/app/stores/session';
import { useToast } from '../../../../src/ui/toast';
import { useLoginOverlay } from '../../../../src/features/account/login-gate';
import { OddsButton } from '../../../../src/features/sport/OddsButton';
import SlipDock from '../../../../src/features/betslip/SlipDock';
import { hydrateSlip, useSlip } from '../../../../src/features/betslip/slip-store';
import { configureEngine } from '../../../../src/platform/engine-bridge';
import { readSlip } from '../../../../src/features/betslip/slip-db';
import { storageKey } from '../../../../src/platform/storage';
import { usePlacing } from '../../../../src/features/betslip/use-place';
import { fakeServer } from '../account-fetch';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from '../dom';

const pick = (matchId: number, over: Partial<OptionPick> = {}): OptionPick => ({
  matchId,
  marketId: matchId * 10,
  ty: 1,
  nm: `Team ${matchId}`,
  od: 2,
  ss: 1,
  ...over,
});

const latestInfo = (od = 2) => ({
  currency: 'BRL',
  maxSingleBet: 1_500_000,
  maxBetMulti: 600_000,
  minBet: 300,
  defaultBet: 500,
  quickAmounts: [500, 1000, 5000, 10000],
  needAcceptLatestOdds: false,
  bms: true,
  sos: [],
  list: [1, 2].map((m) => ({
    matchId: m,
    marketId: m * 10,
    ty: 1,
    od: m === 2 ? od : 2,
    ss: 1,
    ms: 4,
    nm: `Team ${m}`,
    available: true,
  })),
});

function server(od = 2) {
  return fakeServer({
    '/api/piranha/v1/order/getBetLatestInfo': () => ({ data: latestInfo(od) }),
    '/api/piranha/fb/proxy/v1/match/getMatchDetail': { status: 500 },
    '/api/piranha/v1/order/free_activity_info': { data: { list: [] } },
  });
}

beforeEach(async () => {
  // The slip is priced by the engine (in-process here, tests/unit/src/in-process-engine.ts) over the fake server.
  configureEngine({ baseUrl: '', appKey: 'placar_br', appName: 'PlacarBet', params: {} });
  await hydrateSlip();
  useSlip.setState({ slip: EMPTY_SLIP, kind: 'single_bet', stake: null, systemK: null, acceptOdds: 'ask' });
  usePlacing.getState().reset();
  useSession.setState({ user: null });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('odds buttons and the slip (SPEC §4)', () => {
  it('a tap adds the option (pressed), a second tap removes it; the 11th is refused with the limit warning', async () => {
    const { container } = await render(
      <OddsButton moveKey="5-50-1-Home" name="Home" od={2.5} suspended={false} oddsFormat="decimal" />,
    );
    const button = getByRole(container, 'button', 'Home 2.50');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(useSlip.getState().slip.items[0]).toMatchObject({
      matchId: 5,
      marketId: 50,
      ty: 1,
      nm: 'Home',
      od: 2.5,
    });
    expect(useSlip.getState().slip.modal).toBe('mini');
    await click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(useSlip.getState().slip.items).toHaveLength(0);

    for (let i = 1; i <= 10; i++) useSlip.getState().toggle(pick(100 + i));
    await click(button);
    expect(useSlip.getState().slip.items).toHaveLength(10);
    expect(useToast.getState().current?.text).toBe('You can add up to 10 selections to the bet slip.');
  });

  it('a suspended option is locked and cannot be added', async () => {
    const { container } = await render(
      <OddsButton moveKey="6-60-2-Away" name="Away" od={1.9} suspended oddsFormat="decimal" />,
    );
    const button = getByRole(container, 'button', 'Away locked');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('the slip is stored in IndexedDB (no session data) and read back after a restart', async () => {
    useSession.setState({ user: { uid: 9, sid: 'secret-sid' } });
    useSlip.getState().toggle(pick(1));
    useSlip.getState().toggle(pick(2));
    useSlip.getState().setAcceptOdds('higher');
    await vi.waitFor(async () => expect((await readSlip())?.slip.items).toHaveLength(2));
    const stored = await readSlip();
    expect(JSON.stringify(stored)).not.toContain('secret-sid');
    expect(stored?.acceptOdds).toBe('higher');
    expect(localStorage.getItem(storageKey('betslip_count'))).toBe('2');

    // A restart: a fresh module reads the same database.
    vi.resetModules();
    const fresh = await import('../../../../src/features/betslip/slip-store');
    await fresh.hydrateSlip();
    const s = fresh.useSlip.getState();
    expect(s.slip.items.map((i) => i.matchId)).toEqual([1, 2]);
    expect(s.slip.modal).toBeNull();
    expect(s.acceptOdds).toBe('higher');
    expect(s.revision).toBe(1); // counts as a change: the dock re-prices it at once
  });

  it('a tap made while the stored slip is still being read waits for it: the stored slip is kept, and a full one refuses', async () => {
    for (let m = 1; m <= 10; m++) useSlip.getState().toggle(pick(m));
    await vi.waitFor(async () => expect((await readSlip())?.slip.items).toHaveLength(10));
    vi.resetModules();
    const fresh = await import('../../../../src/features/betslip/slip-store');
    expect(fresh.useSlip.getState().hydrated).toBe(false);
    // A quick tap after a reload, before the stored slip has been read.
    const outcome = new Promise((resolve) => fresh.toggleOnSlip(pick(11), resolve));
    expect(fresh.useSlip.getState().slip.items).toHaveLength(0); // not applied to an empty slip
    expect(await outcome).toBe('limit');
    expect(fresh.useSlip.getState().slip.items.map((i) => i.matchId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // Once read, a tap is applied at once.
    let now: unknown;
    fresh.toggleOnSlip(pick(10), (o) => (now = o));
    expect(now).toBe('removed');
    expect(fresh.useSlip.getState().slip.items).toHaveLength(9);
  });
});

describe('the bet slip sheet', () => {
  it('opens as a named dialog with the combo and its live return; a stake change updates it', async () => {
    server();
    useSlip.getState().toggle(pick(1));
    useSlip.getState().toggle(pick(2, { od: 1.5 }));
    expect(useSlip.getState().kind).toBe('bet_multi');
    const { container } = await render(
      <MemoryRouter>
        <SlipDock />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Bet slip, 2 selections'));
    const dialog = getByRole(container, 'dialog', 'Bet slip');
    await settle();
    expect(getByRole(dialog, 'tab', 'Combo').getAttribute('aria-selected')).toBe('true');
    expect(dialog.textContent).toContain('Total odds3.00');
    expect(dialog.textContent).toContain('Potential returnR$ 15.00');
    const input = dialog.querySelector('input.stake-input') as HTMLInputElement;
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(input, '10');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(dialog.textContent).toContain('Potential returnR$ 30.00');
    await click(getByRole(dialog, 'button', 'R$ 50.00'));
    expect(dialog.textContent).toContain('Potential returnR$ 150.00');
    // Removing one selection leaves a single, and the mini bar once the sheet closes.
    await click(getByRole(dialog, 'button', 'Remove Team 2'));
    expect(getByRole(dialog, 'tab', 'Single').getAttribute('aria-selected')).toBe('true');
    await click(getByRole(dialog, 'button', 'Close bet slip'));
    expect(queryAllByRole(container, 'dialog')).toHaveLength(0);
    expect(getByRole(container, 'button', /^Open bet slip: Team 1/)).toBeTruthy();
  });

  it('changed odds ask the player: Accept new odds replaces Place bet until accepted', async () => {
    server(1.8);
    useSlip.getState().toggle(pick(1));
    useSlip.getState().toggle(pick(2));
    useSlip.getState().open();
    const { container } = await render(
      <MemoryRouter>
        <SlipDock />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(useSlip.getState().slip.needAcceptLatestOdds).toBe(true));
    await settle();
    const dialog = getByRole(container, 'dialog', 'Bet slip');
    expect(getByRole(dialog, 'alert').textContent).toContain('Odds have changed.');
    expect(queryAllByRole(dialog, 'button', /^Place bet/)).toHaveLength(0);
    await click(queryAllByRole(dialog, 'button', 'Accept new odds')[0]!);
    expect(useSlip.getState().slip.needAcceptLatestOdds).toBe(false);
    expect(useSlip.getState().slip.items[1]!.quotedOd).toBe(1.8);
    expect(queryAllByRole(dialog, 'button', /^Place bet/)).toHaveLength(1);
  });

  it('a visitor tapping Place bet is asked to log in and nothing is sent', async () => {
    const { calls } = server();
    useSlip.getState().toggle(pick(1));
    useSlip.getState().open();
    const { container } = await render(
      <MemoryRouter>
        <SlipDock />
      </MemoryRouter>,
    );
    await settle();
    await click(getByRole(container, 'button', /^Place bet/));
    expect(useLoginOverlay.getState().open).toBe(true);
    expect(calls.some((c) => c.path.includes('/order/bet/singlePass'))).toBe(false);
    expect(itemKey(useSlip.getState().slip.items[0]!)).toBe('1:10:1:Team 1');
  });
});
