/**
 * The topics the page can ask the engine to watch, and what each streams back. This file holds only types:
 * src/ imports it with `import type` (DESIGN.md §10.7). The engine owns how often each topic is fetched.
 */
import type {
  AzTabInfo,
  GlobalConf,
  HomeBanner,
  HomeIcon,
  HomeTab,
  Logo,
  Match,
  MatchDetail,
  TopTab,
} from '../core/contract';
import type { Balance, PayinOrder, PayoutOrder } from '../core/contract/schemas/finance';
import type { Game, GameTabList } from '../core/contract/schemas/games';
import type { BigWinList } from '../core/contract/schemas/inhouse';
import type {
  BetLatestInfo,
  BetLatestInfoQuery,
  BetOrder,
  BetOrderList,
  BetRecordRange,
  BetRecordStatus,
  CashOutPrice,
} from '../core/contract/schemas/bets';
import type { MessageItem } from '../core/contract/schemas/messages';
import type { BuilderQuote, BuilderQuoteQuery } from '../core/contract/schemas/bets-builder';
import type { AwardInfo, FreeRounds } from '../core/contract/schemas/free-rounds';
import type {
  ActivityIndex,
  BonusBaseInfo,
  BonusItem,
  BonusNewMessage,
  BoosterList,
} from '../core/contract/schemas/promotions';
import type {
  Cashback,
  Rank,
  RankPrizes,
  RaffleInfo,
  RainInfo,
  TaskCenter,
  TaskHint,
  VipInfo,
  VipSpinInfo,
  VipSpinMarquee,
} from '../core/contract/schemas/loyalty';
import type { RgStatus } from '../core/contract/schemas/rg';
import type { PIXEL_TOOLS, PostbackPage } from '../core/contract/schemas/tracking';

export type PixelTool = (typeof PIXEL_TOOLS)[number];
/** The postbacks of one poll (only those after the previous poll's cursor), and the cursor to go on from. */
export interface PostbackFeed {
  events: PostbackPage['event_list'];
  cursor: string;
}
import type { IdentityStatusView } from '../core/contract/schemas/identity';
import type {
  AgentIncome,
  AgentInfo,
  FissionList,
  InviteList,
  InviteSummary,
} from '../core/contract/schemas/invite';
import type { AgentBindInfo, AgentWallet, PddInfo } from '../core/contract/schemas/agent';

export interface HomeConfig {
  logo: Logo;
  banners: HomeBanner[];
  icons: HomeIcon[];
  tabs: TopTab[];
}

export interface MatchesParams {
  tab_key: string;
  league_id?: number;
}

export interface MatchesData {
  /** In list order. A record keeps its object identity until it changes, so memoised cards skip renders. */
  records: Match[];
  has_more: boolean;
}

/** A list of games: a hall tab (v2 cursor pages) or a search; `live` keeps live-casino games (/live). */
export type GameListParams =
  | { kind: 'tab'; tab_key: string; sub_tab_key?: string; live?: boolean }
  | { kind: 'search'; keyword: string; live?: boolean };

/** A game with its key in the list (platform and id: ids repeat across providers). */
export type ListedGame = Game & { ref: string };

export interface GameListData {
  list: ListedGame[];
  total: number;
  has_more: boolean;
}

export interface BetRecordsParams {
  status: BetRecordStatus;
  range: BetRecordRange;
  /** The player's time zone (minutes east of UTC): the date range's days are theirs. */
  tzOffset: number;
}

export interface BetRecordsData {
  list: BetOrder[];
  has_more: boolean;
  /** Sums over the whole filter (all pages), minor units. */
  totalStake: number;
  totalPayout: number;
}

export interface TopicMap {
  /** SPEC §4 Global status poll, every 10 s. */
  global: { params: Record<string, never>; data: GlobalConf };
  /** Logo, banners, shortcut icons and top-level tabs of the home page. */
  homeConfig: { params: Record<string, never>; data: HomeConfig };
  /** Sport category tabs with their sport or league children. */
  homeTabs: { params: Record<string, never>; data: { list: HomeTab[] } };
  /**
   * The match list of one tab: first load 5, then pages of 10, capped at 50. The 5 s incremental fetch
   * (incr_cursor) merges changes; the 2 s odds refresh updates the live part of the matches on screen
   * (`setVisibleMatches`). With `league_id` and tab_key 'All', the matches of one league (/league).
   */
  matches: { params: MatchesParams; data: MatchesData };
  /** One match with every market group (/match-detail), refreshed every 2 s. */
  matchDetail: { params: { matchId: number }; data: MatchDetail };
  /** The A-Z filter: sports and their leagues (/az-filter), refreshed every 60 s. */
  azTabInfo: { params: Record<string, never>; data: AzTabInfo };
  /** The logged-in player's balances (finance/user/balance/get), every 10 s (SPEC §4 Balance, §9). */
  balance: { params: Record<string, never>; data: Balance };
  /** One deposit's status (payin/order/status), every 10 s until it is over (SPEC §9 deposit status poll). */
  payinOrder: { params: { order_id: string }; data: PayinOrder };
  /** Issue #20: the referrer postbacks this device's pixel tool must fire (channel-topics.ts). */
  postbacks: { params: { tool: PixelTool }; data: PostbackFeed };
  /** One withdrawal's status (payout/order/status), every 10 s until it is over. */
  payoutOrder: { params: { order_id: string }; data: PayoutOrder };
  /**
   * The bet slip's price (getBetLatestInfo for its selections): limits and each selection's latest odds, at once
   * for every new slip and every 10 s while the slip is open (the page makes it inactive otherwise).
   */
  slipQuote: { params: BetLatestInfoQuery; data: BetLatestInfo };
  /** A placed bet's orders by its idempotency key (getStakeOrderStatus), every second until they are final. */
  betOrders: { params: { keys: string[] }; data: BetOrderList };
  /**
   * The player's bets by status and date range (order/bet/list), pages of 20 with `loadMore`: open bets every
   * 10 s (a bet settled while on screen leaves the list), settled ones every minute.
   */
  betRecords: { params: BetRecordsParams; data: BetRecordsData };
  /** The cash-out offers for open bets (order/cashOut/price), every 15 s while they are on screen. */
  cashOutPrices: { params: { orderIds: string[] }; data: CashOutPrice };
  /** The bet builder's joint price for the picks of one match (order/builder/quote), every 5 s while open. */
  builderQuote: { params: BuilderQuoteQuery; data: BuilderQuote };
  /** The game hall's tabs with their counts (v2 game_tab); favourites count by who looks. */
  gameTabs: { params: { live?: boolean }; data: GameTabList };
  /** A hall tab's or a search's games, pages of 12 with `loadMore`; kept on the device for an offline lobby. */
  gameList: { params: GameListParams; data: GameListData };
  /** The player's favourites or recently played games, pages of 12 with `loadMore`. */
  myGames: { params: { list: 'favorites' | 'recents'; v?: number }; data: GameListData };
  /** SPEC §7 big_win list: the latest big wins of the marquee, every minute. */
  bigWins: { params: Record<string, never>; data: BigWinList };
  /**
   * PER-USER (must not outlive a logout: subscribe only while logged in, and the page ignores answers older
   * than the current login). The rotating top bar's open messages and the unread count (getUnreadMsg),
   * message/list/get scene top_bar, every 15 s (SPEC §4, §9 "Top bar poll 15 s").
   */
  topBar: { params: Record<string, never>; data: TopBarData };
  /** PER-USER. The player's bonuses of one tab with wagering progress (bonus/list/get), every 10 s (#16). */
  bonusList: { params: { tab: 'available' | 'unavailable' }; data: BonusListData };
  /** PER-USER. Bonus balance and the unlocking bonus (bonus/base/info/get), every 10 s. */
  bonusInfo: { params: Record<string, never>; data: BonusBaseInfo };
  /** PER-USER. The bonus popups due (bonus/new_message/get: new, unlock, booster), every 10 s (#16). */
  bonusMessage: { params: Record<string, never>; data: BonusNewMessage };
  /** PER-USER. The player's booster cards (bonus/user/booost/list), every 10 s and after a use (#16). */
  boosters: { params: Record<string, never>; data: BoosterList };
  /** The brand's live campaigns with the player's bonus from each (activity/index_info), every minute. */
  activities: { params: Record<string, never>; data: ActivityIndex };
  /** PER-USER. The player's free-rounds grants (getFreeRounds), every 10 s and after every free spin (#16). */
  freeRounds: { params: Record<string, never>; data: FreeRounds };
  /** PER-USER. The player's rewards for /award (getAwardInfo), every minute and after a claim (#16). */
  awardInfo: { params: Record<string, never>; data: AwardInfo };
  /** PER-USER. Loyalty (issue #17): the VIP club (getVipInfo), every minute and after a receive. */
  vipInfo: { params: Record<string, never>; data: VipInfo };
  /** PER-USER. The day's tasks (getTaskCenterInfo), every 30 s while the task page is open. */
  taskCenter: { params: Record<string, never>; data: TaskCenter };
  /** PER-USER. The task red point (getTaskHint), every minute. */
  taskHint: { params: Record<string, never>; data: TaskHint };
  /** The daily or weekly ranking (getDailyRank, getWeeklyRank); `me` differs by who looks. */
  ranking: { params: { kind: 'day' | 'week' }; data: Rank };
  /** PER-USER. Cashback of the week or the day: the running period and the closed ones. */
  cashback: { params: { kind: 'day' | 'week' }; data: Cashback };
  /** PER-USER. The VIP wheel (getVipSpinDrawList): spins left, the next seed hash, the player's spins. */
  vipSpin: { params: Record<string, never>; data: VipSpinInfo };
  /** The brand's recent wheel wins (vipSpinMarquee), every 30 s. */
  vipSpinMarquee: { params: { limit: number }; data: VipSpinMarquee };
  /** The ranking prizes and the last paid period's winners; `is_me` differs by who looks. */
  rankPrizes: { params: { kind: 'day' | 'week' }; data: RankPrizes };
  /** PER-USER. The running or next red-packet rain and the player's packets in it, every 15 s. */
  redPacketRain: { params: Record<string, never>; data: RainInfo };
  /** The running raffle with the viewer's tickets and the last drawn ones; differs by who looks. */
  raffle: { params: Record<string, never>; data: RaffleInfo };
  /** Invite programme (issue #19): the player's code, share texts, progress and totals, every minute. */
  inviteSummary: { params: Record<string, never>; data: InviteSummary };
  /** The player's invitees (user/invite/list), pages of 20 with `loadMore`, every minute. */
  inviteList: { params: Record<string, never>; data: InviteList };
  /** Second-level (fission) rewards (user/invite/fission_list), pages of 20 with `loadMore`. */
  inviteFission: { params: Record<string, never>; data: FissionList };
  /** getAgentInfo: agent status, level, team and commission totals, every minute. */
  agentInfo: { params: Record<string, never>; data: AgentInfo };
  /** The agent's income per day (the daily job's rows), pages of 20 with `loadMore`. */
  agentIncome: { params: Record<string, never>; data: AgentIncome };
  /**
   * Responsible gaming (issue #21): the market profile, and for a player the limits with their usage and
   * pending changes, the exclusion, the session start and net (rg/status), every minute and after a change.
   */
  rgStatus: { params: Record<string, never>; data: RgStatus };
  /** Issue #21, /auth-file: identity status, what the market requires, the documents sent. */
  identityStatus: { params: Record<string, never>; data: IdentityStatusView };
  /** The agent balance, transfer limits, team and recent transfers, every minute. */
  agentWallet: { params: Record<string, never>; data: AgentWallet };
  /** Who the player is bound to and until when a code can be entered. */
  agentBindInfo: { params: Record<string, never>; data: AgentBindInfo };
  /** PER-USER. The player's pdd campaign (/thin/pdd), every minute. */
  pdd: { params: Record<string, never>; data: PddInfo };
}

export interface BonusListData {
  list: BonusItem[];
  has_more: boolean;
}

export interface TopBarData {
  /** Every top-bar message the player has was closed by them. */
  top_bar_closed: boolean;
  unread: number;
  /** The open top-bar messages, newest first. */
  list: MessageItem[];
}

export type TopicKey = keyof TopicMap;

export type TopicStatus =
  /** Nothing to show yet (first load, no snapshot). */
  | 'loading'
  /** Fresh from the server. */
  | 'ready'
  /** Shown from the IndexedDB snapshot while a refresh is under way or failing. */
  | 'stale'
  /** No data and the last fetch failed; `refresh()` tries again. */
  | 'error';

export interface TopicState<T> {
  data: T | undefined;
  status: TopicStatus;
  /** Epoch ms of the data shown. */
  updatedAt: number | undefined;
  /** Message of the last failure, if the last fetch failed. */
  error: string | undefined;
}
