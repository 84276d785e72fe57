/**
 * The casino hall's topics: its tabs (counted by who looks), a tab's or a search's games (paged, kept on the
 * device for an offline lobby) and the big-win marquee. A chunk of the worker of its own, loaded when the lobby
 * first watches one (topic-defs.ts LAZY_TOPICS): the sport home does not carry it.
 */
import { gameTabV2 } from '../../core/contract/endpoints-games';
import { bigWinList } from '../../core/contract/endpoints-inhouse';
import { loadGameList, moreGames } from './game-lists';
import { CADENCE, type CasinoTopic, type TopicDefinitions } from './topic-defs';

export const casinoTopics: Pick<TopicDefinitions, CasinoTopic> = {
  gameTabs: {
    scope: 'viewer',
    intervalMs: CADENCE.gameTabs,
    lists: { list: 'tab_key' },
    load: async (fetch, params) => ({
      data: await fetch(gameTabV2, params.live ? { live_game: 1 } : {}),
    }),
  },
  gameList: {
    scope: 'public',
    intervalMs: CADENCE.gameList,
    lists: { list: 'ref' },
    load: (fetch, params, prev) => loadGameList(fetch, params, prev),
    loadMore: (fetch, params, prev) => moreGames(fetch, params, prev),
  },
  bigWins: {
    scope: 'public',
    intervalMs: CADENCE.bigWins,
    lists: { list: 'round_id' },
    load: async (fetch) => ({ data: await fetch(bigWinList, {}) }),
  },
};
