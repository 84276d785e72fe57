/**
 * The channels' topic (issue #20, SPEC §7 "referrer postback get_page"): the postbacks the server queued for
 * this device's pixel tool, polled every 10 s (SPEC's default retry). A poll goes on from the previous one's
 * cursor; while the server's next_interval says more are waiting (a full page, 1 s) it reads the next pages
 * at once, up to MAX_PAGES, so a burst is not spread over minutes. The page fires what it gets.
 */
import { referrerPostbackPage } from '../../core/contract/endpoints-channels';
import type { PostbackFeed } from '../topics';
import { SECOND, type ChannelTopic, type TopicDefinitions } from './topic-defs';

/** SPEC §7: the default retry of get_page. */
export const POSTBACK_POLL_MS = 10 * SECOND;
/** Pages read in one poll while the server says more are waiting. */
export const MAX_PAGES = 5;
/** next_interval at or under this (seconds) means "more are waiting now". */
const BUSY_S = 1;

export const channelTopics: Pick<TopicDefinitions, ChannelTopic> = {
  postbacks: {
    // Keyed by the device (smid) on the server; filed under whoever looks, like other per-viewer topics.
    scope: 'viewer',
    store: false,
    intervalMs: POSTBACK_POLL_MS,
    lists: {},
    load: async (fetch, params, prev) => {
      let cursor = prev?.data.cursor ?? '';
      const events: PostbackFeed['events'] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const r = await fetch(referrerPostbackPage, { tool: params.tool, ...(cursor ? { cursor } : {}) });
        events.push(...r.event_list);
        cursor = r.cursor;
        if (r.event_list.length === 0 || r.next_interval > BUSY_S) break;
      }
      return { data: { events, cursor } };
    },
  },
};
