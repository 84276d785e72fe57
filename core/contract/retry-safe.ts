/**
 * The reads the engine worker polls (workers/engine/*-topics.ts). SPEC §7 makes most of them POSTs, and a
 * proxy never repeats a POST it has started sending: it cannot know the call only reads. These can be
 * repeated safely, so deploy/nginx gives their paths `proxy_next_upstream ... non_idempotent`: a poll sent
 * to a node at the moment it stops (a deploy) is answered by the next node instead of failing. Some refresh
 * derived state on the way (a bonus's progress, an invite code made on first ask), which is idempotent too.
 * A call that moves money or acts for the player (a bet, a deposit, a login, a claim) must never be here.
 * tests/server/retry-safe.test.ts checks the list against the engine's calls and the nginx file.
 */
import { endpoints, type EndpointName } from './endpoints';

export const RETRY_SAFE_READS = [
  'activityIndex',
  'agentBindInfo',
  'agentIncome',
  'agentInfo',
  'agentWallet',
  'azTabInfo',
  'bannerIndex',
  'betBuilderQuote',
  'betLatestInfo',
  'betList',
  'betOrderStatus',
  'bigWinList',
  'bonusBaseInfo',
  'bonusList',
  'bonusNewMessage',
  'boosterList',
  'cashOutPrice',
  'cashbackDay',
  'cashbackWeek',
  'confGlobal',
  'confLogo',
  'favoritesShow',
  'gameByTabV2',
  'gameSearch',
  'gameTabV2',
  'getAwardInfo',
  'getFreeRounds',
  'homeTabList',
  'iconIndex',
  'identityStatus',
  'inviteAwardSum',
  'inviteFissionList',
  'inviteList',
  'inviteMobileConfig',
  'inviteRunning',
  'inviteShareInfo',
  'latestOdds',
  'matchDetail',
  'matchList',
  'matchListNew',
  'messageList',
  'payinStatus',
  'payoutStatus',
  'pddInfo',
  'raffleInfo',
  'rankDay',
  'rankPrizes',
  'rankWeek',
  'recentList',
  'redPacketRain',
  'referrerPostbackPage',
  'rgStatus',
  'tabIndex',
  'taskCenter',
  'taskHint',
  'userBalance',
  'vipInfo',
  'vipSpinInfo',
  'vipSpinMarquee',
] as const satisfies readonly EndpointName[];

/** The nginx location regex matching exactly these paths (sorted, so the file's line is stable). */
export function retrySafeLocationRegex(): string {
  const paths = [...new Set(RETRY_SAFE_READS.map((n) => endpoints[n].path))].sort();
  return `^(${paths.map((p) => p.replace(/[.]/g, '\\.')).join('|')})$`;
}
