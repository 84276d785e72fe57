/**
 * Sports orders (SPEC §7 "Sports": order calls): issue #5.
 * Re-exported into the endpoint table by endpoint-defs.ts; kept apart so each area edits its own file.
 * Shapes and conventions (odds, minor units, idempotency keys): schemas/bets.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type { BuilderPlace, BuilderQuote, BuilderQuoteQuery } from './schemas/bets-builder';
import type {
  BetLatestInfo,
  BetLatestInfoQuery,
  BetList,
  BetListQuery,
  BetMultiple,
  BetOrderList,
  CashOutBet,
  CashOutList,
  CashOutPrice,
  CashOutPriceQuery,
  CashOutResult,
  CashOutsByIdsQuery,
  FreeBetInfo,
  FreeBetPlace,
  PlaceResult,
  Requote,
  RequoteQuery,
  SinglePass,
  StakeOrderStatusQuery,
} from './schemas/bets';

/** Single bet(s), all or nothing. Needs a session (604). */
export const betSinglePass = endpoint<SinglePass, PlaceResult>(
  'POST',
  '/api/piranha/v1/order/bet/singlePass',
);
/** Combo (bet_multi) or system bet (system_bet). */
export const betMultiple = endpoint<BetMultiple, PlaceResult>('POST', '/api/piranha/v1/order/betMultiple');
/** Re-quote the slip's selections (latest odds and market status). No session needed. */
export const betRequote = endpoint<RequoteQuery, Requote>(
  'POST',
  '/api/piranha/order/batchBetMatchMarketOfJumpLine',
);
/** Orders by placement key / id; polled while an order is confirming (status 1). */
export const betOrderStatus = endpoint<StakeOrderStatusQuery, BetOrderList>(
  'POST',
  '/api/piranha/order/getStakeOrderStatus',
);
/** Bet history: outstanding / settled, date range, paging. */
export const betList = endpoint<BetListQuery, BetList>('POST', '/api/piranha/order/bet/list');
export const cashOutPrice = endpoint<CashOutPriceQuery, CashOutPrice>(
  'POST',
  '/api/piranha/order/cashOut/price',
);
export const cashOutBet = endpoint<CashOutBet, CashOutResult>('POST', '/api/piranha/v1/order/cashOut/bet');
export const cashOutsByIds = endpoint<CashOutsByIdsQuery, CashOutList>(
  'POST',
  '/api/piranha/order/getCashOutsByIds',
);
export const freeBetInfo = endpoint<Empty, FreeBetInfo>('GET', '/api/piranha/v1/order/free_activity_info');
/** Place a bet paid with a free bet. */
export const freeBetPlace = endpoint<FreeBetPlace, PlaceResult>('POST', '/api/piranha/v1/order/free');
/**
 * getBetLatestInfo: bet limits (maxSingleBet/mon, maxBetMulti/msl, min), needAcceptLatestOdds, bms, sos and
 * the latest quotes. The spec names the operation only: path ours. No session needed.
 */
export const betLatestInfo = endpoint<BetLatestInfoQuery, BetLatestInfo>(
  'POST',
  '/api/piranha/v1/order/getBetLatestInfo',
);
/**
 * Bet builder (issue #23; SPEC names no path, ours): the joint price of several picks of one match, polled by
 * the engine while the builder is open (a read: retry-safe.ts).
 */
export const betBuilderQuote = endpoint<BuilderQuoteQuery, BuilderQuote>(
  'POST',
  '/api/piranha/v1/order/builder/quote',
);
/** Place a bet builder: one order of kind bet_builder, a leg per pick. Needs a session. */
export const betBuilderPlace = endpoint<BuilderPlace, PlaceResult>(
  'POST',
  '/api/piranha/v1/order/builder/bet',
);
