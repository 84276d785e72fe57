import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import type { TopBarData } from '../../../workers/topics';
import { advance, settle, setup } from './harness';

const LIST = endpoints.messageList.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

const item = (id: number, title: string) => ({
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

describe('topBar topic (SPEC §4 top bar messages, §9 15 s)', () => {
  it('asks for the top-bar scene every 15 s and streams the open messages and the unread count', async () => {
    let answer = { top_bar_closed: false, unread: 3, message_list: [item(1, 'Welcome'), item(2, 'News')] };
    const seen: string[] = [];
    const h = setup({
      [LIST]: (q: Record<string, unknown>) => {
        seen.push(String(q.scene));
        return { ...answer, cursor: '', has_more: false };
      },
    });
    h.engine.configure('brand|en', 'uid1');
    h.engine.subscribe('bar', 'topBar', {});
    await settle();
    expect(seen).toEqual(['top_bar']);
    const first = h.view('bar')?.data as TopBarData;
    expect(first.unread).toBe(3);
    expect(first.list.map((m) => m.message_id)).toEqual([1, 2]);

    answer = { top_bar_closed: false, unread: 4, message_list: [item(2, 'News')] };
    await advance(14_999);
    expect(h.count(LIST)).toBe(1);
    await advance(1);
    expect(h.count(LIST)).toBe(2);
    const next = h.view('bar')?.data as TopBarData;
    expect(next.unread).toBe(4);
    expect(next.list.map((m) => m.message_id)).toEqual([2]);
  });
});
