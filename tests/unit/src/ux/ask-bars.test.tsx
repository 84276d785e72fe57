import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));
import { MemoryRouter } from 'react-router-dom';
import type { MessageItem } from '../../../../core/contract/schemas/messages';
import { pickAskBar, resetAskBars } from '../../../../src/app/ask-bars';
import MessagesLayer from '../../../../src/features/messages/MessagesLayer';
import InstallLayer from '../../../../src/features/install/InstallLayer';
import { closeInstallOffers } from '../../../../src/features/install/install-hooks';
import { barMuted } from '../../../../src/features/messages/push/push-state';
import { useSession } from '../../../../src/app/stores/session';
import { cleanup, click, getByRole, render } from '../dom';
import { fakeServer } from '../account-fetch';
import { publishTopic, topics } from '../engine-mock';

const message = (id: number, title: string): MessageItem => ({
  message_id: id,
  message_content: { title, content: [{ content_id: 0, data: `<p>${title}</p>` }], buttons: [], icons: [] },
  message_type: 1,
  content_type: 1,
  turn_time: 5,
  readed: false,
  is_h5: true,
  lca_coun: '',
  allow_close: true,
  top_bar: true,
  url: `/message-detail?id=${id}`,
  kind: 'broadcast',
  created_at: 1,
});

const NOW = 1_800_000_000_000;
const clock = () => NOW;

/** The labelled bars on screen, in order (each bar is a region named for what it asks). */
const bars = (root: HTMLElement) =>
  [...root.querySelectorAll('section[aria-label]')].map((s) => s.getAttribute('aria-label'));

async function renderLayers() {
  return render(
    <MemoryRouter>
      <MessagesLayer showBars />
      <InstallLayer showBar clock={clock} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetAskBars();
  topics.clear();
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'default' });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  useSession.setState({ user: { uid: 5 } } as never);
  fakeServer({ '/api/piranha/message/user/top_bar/close': { data: { top_bar_closed: false } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ask bars: one at a time, by priority', () => {
  it('picks the operator message over install over notifications', () => {
    expect(pickAskBar([])).toBeNull();
    expect(pickAskBar(['notifications', 'install'])).toBe('install');
    expect(pickAskBar(['notifications', 'topBar', 'install'])).toBe('topBar');
    expect(pickAskBar(['notifications'])).toBe('notifications');
  });

  it('shows the top bar alone, then install once it is closed, then notifications', async () => {
    publishTopic('topBar', {
      status: 'ready',
      updatedAt: NOW,
      data: { list: [message(1, 'Big match tonight')], unread: 1, top_bar_closed: false } as never,
    });
    const view = await renderLayers();
    expect(bars(view.container)).toEqual(['Announcements']);
    await click(getByRole(view.container, 'button', 'Close message: Big match tonight'));
    expect(bars(view.container)).toEqual(['Install the app']);
    await click(getByRole(view.container, 'button', 'Close install bar'));
    expect(bars(view.container)).toEqual(['Notifications']);
    await click(getByRole(view.container, 'button', 'Close notifications bar'));
    expect(bars(view.container)).toEqual([]);
    expect(barMuted(Date.now())).toBe(true);
  });

  it('shows no lower bar while the top-bar messages are still loading', async () => {
    const view = await renderLayers();
    expect(bars(view.container)).toEqual([]);
    await act(async () =>
      publishTopic('topBar', {
        status: 'ready',
        updatedAt: NOW,
        data: { list: [], unread: 0, top_bar_closed: false } as never,
      }),
    );
    expect(bars(view.container)).toEqual(['Install the app']);
  });

  it('keeps remembered dismissals: a closed install bar lets notifications show at once', async () => {
    closeInstallOffers(NOW - 60_000);
    publishTopic('topBar', {
      status: 'ready',
      updatedAt: NOW,
      data: { list: [], unread: 0, top_bar_closed: true } as never,
    });
    const view = await renderLayers();
    expect(bars(view.container)).toEqual(['Notifications']);
  });
});
