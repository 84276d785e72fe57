import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MessageItem } from '../../../../core/contract/schemas/messages';
import { TopBar } from '../../../../src/features/messages/TopBar';
import { NotificationBar } from '../../../../src/features/messages/NotificationBar';
import { BAR_MUTE_MS, barMuted } from '../../../../src/features/messages/push/push-state';
import { cleanup, click, getByRole, queryAllByRole, render } from '../dom';
import { fakeServer } from '../account-fetch';

const item = (id: number, title: string, turn: number, allowClose = true): MessageItem => ({
  message_id: id,
  message_content: {
    title,
    content: [{ content_id: 0, data: `<p>About ${title}</p>` }],
    buttons: [],
    icons: [],
  },
  message_type: 1,
  content_type: 1,
  turn_time: turn,
  readed: false,
  is_h5: true,
  lca_coun: '',
  allow_close: allowClose,
  top_bar: true,
  url: `/message-detail?id=${id}`,
  kind: 'broadcast',
  created_at: 1,
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const title = (c: HTMLElement) => c.querySelector('.top-bar-title')?.textContent;

describe('top bar (SPEC §3 turn_time, allow_close)', () => {
  it('shows each message for its turn_time, then the next, round and round', async () => {
    const view = await render(
      <MemoryRouter>
        <TopBar messages={[item(1, 'Welcome', 6), item(2, 'Turn on', 4)]} onClosed={() => undefined} />
      </MemoryRouter>,
    );
    expect(title(view.container)).toBe('Welcome');
    expect(getByRole(view.container, 'link').getAttribute('href')).toBe('/message-detail?id=1');
    await act(async () => void vi.advanceTimersByTime(5_999));
    expect(title(view.container)).toBe('Welcome');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(title(view.container)).toBe('Turn on');
    await act(async () => void vi.advanceTimersByTime(4_000));
    expect(title(view.container)).toBe('Welcome');
  });

  it('closes a message where allowed and tells the server; one that may not close has no button', async () => {
    const server = fakeServer({
      '/api/piranha/message/user/top_bar/close': { data: { top_bar_closed: false } },
    });
    const closed: number[] = [];
    const view = await render(
      <MemoryRouter>
        <TopBar messages={[item(7, 'Closable', 5)]} onClosed={(id) => closed.push(id)} />
      </MemoryRouter>,
    );
    await click(getByRole(view.container, 'button', 'Close message: Closable'));
    expect(closed).toEqual([7]);
    await act(async () => void (await vi.runAllTimersAsync()));
    expect(server.paths()).toContain('/api/piranha/message/user/top_bar/close');
    cleanup();
    const sticky = await render(
      <MemoryRouter>
        <TopBar messages={[item(8, 'Sticky', 5, false)]} onClosed={() => undefined} />
      </MemoryRouter>,
    );
    expect(queryAllByRole(sticky.container, 'button')).toHaveLength(0);
  });
});

describe('enable-notifications bar (SPEC §9: muted 3 days after closing)', () => {
  it('shows while the browser can ask; closing mutes it for 3 days', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const view = await render(<NotificationBar />);
    getByRole(view.container, 'button', 'Turn on');
    await click(getByRole(view.container, 'button', 'Close notifications bar'));
    expect(view.container.textContent).toBe('');
    expect(barMuted(Date.now())).toBe(true);
    expect(barMuted(Date.now() + BAR_MUTE_MS - 1)).toBe(true);
    expect(barMuted(Date.now() + BAR_MUTE_MS + 1)).toBe(false);
    cleanup();
    const again = await render(<NotificationBar />);
    expect(again.container.textContent).toBe('');
  });

  it('is not shown when permission was already given or refused', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    for (const permission of ['granted', 'denied']) {
      vi.stubGlobal('Notification', { permission });
      const view = await render(<NotificationBar />);
      expect(view.container.textContent).toBe('');
      cleanup();
    }
  });
});
