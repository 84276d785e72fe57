/**
 * Issue #20, SPEC §7 "referrer postback get_page (default retry 10 s)": the postbacks of the device's pixel
 * tool are an engine topic (the page never polls): every 10 s from the previous poll's cursor, and the next
 * pages at once while next_interval says more are waiting (at most 5 pages a poll).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import type { PostbackFeed } from '../../../workers/topics';
import { advance, settle, setup } from './harness';

const PAGE = endpoints.referrerPostbackPage.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

const event = (id: number) => ({
  id: String(id),
  event: 'purchase',
  pixel_id: 'px1',
  params: {},
  event_time: id,
});

describe('postbacks topic', () => {
  it('polls every 10 s from the last cursor; a busy answer reads the next page at once', async () => {
    // The server's queue: ids 1..3 at first (a full page of 2 says more are waiting), then 4 later.
    let queue = [1, 2, 3];
    const h = setup({
      [PAGE]: (input) => {
        const after = Number(input.cursor ?? 0);
        const rows = queue.filter((id) => id > after).slice(0, 2);
        return {
          event_list: rows.map(event),
          next_interval: rows.length === 2 ? 1 : 10,
          cursor: rows.length ? String(rows[rows.length - 1]) : String(input.cursor ?? ''),
        };
      },
    });
    h.engine.configure('br|en');
    h.engine.subscribe('pb', 'postbacks', { tool: 'facebook' });
    await settle();
    // Page 1 (1, 2; busy) and page 2 (3) in one poll.
    expect(h.calls.filter((c) => c.path === PAGE).map((c) => c.input.cursor)).toEqual([undefined, '2']);
    const first = h.view('pb')?.data as PostbackFeed;
    expect(first.events.map((e) => e.id)).toEqual(['1', '2', '3']);
    expect(first.cursor).toBe('3');
    expect(h.calls.every((c) => c.input.tool === 'facebook')).toBe(true);

    queue = [1, 2, 3, 4];
    await advance(9_000);
    expect(h.count(PAGE)).toBe(2);
    await advance(1_000);
    expect(h.count(PAGE)).toBe(3);
    expect(h.calls[2]!.input.cursor).toBe('3');
    const second = h.view('pb')?.data as PostbackFeed;
    expect(second.events.map((e) => e.id)).toEqual(['4']);
    expect(second.cursor).toBe('4');
  });

  it('reads at most 5 pages in one poll, however busy the server says it is', async () => {
    let n = 0;
    const h = setup({
      [PAGE]: () => {
        n++;
        return { event_list: [event(n)], next_interval: 1, cursor: String(n) };
      },
    });
    h.engine.configure('br|en');
    h.engine.subscribe('pb', 'postbacks', { tool: 'tiktok' });
    await settle();
    expect(h.count(PAGE)).toBe(5);
  });
});
