/**
 * The remaining SPEC §7 Games calls (issue #23). Spec paths: pg_game/hall/funding_detail, idea/add,
 * idea/info (beside switch/handle and switch/info under /api/piranha/), game/base/event/report. The named
 * operations without a path live with the hall: getFeatureList at pg_game/hall/feature_list and
 * getPromotionList at pg_game/hall/promotion_list; getUserRegisterMethod with the account calls at
 * /api/piranha/user/account/register/method.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  FeatureList,
  FeatureListQuery,
  FundingDetail,
  FundingDetailQuery,
  GameEventReport,
  GameEventReportResult,
  Idea,
  IdeaAdd,
  IdeaInfo,
  PromotionList,
  RegisterMethods,
} from './schemas/games-more';

const P = '/api/piranha';

export const fundingDetail = endpoint<FundingDetailQuery, FundingDetail>(
  'GET',
  `${P}/pg_game/hall/funding_detail`,
);
export const ideaAdd = endpoint<IdeaAdd, Idea>('POST', `${P}/idea/add`);
export const ideaInfo = endpoint<Empty, IdeaInfo>('POST', `${P}/idea/info`);
export const gameEventReport = endpoint<GameEventReport, GameEventReportResult>(
  'POST',
  `${P}/game/base/event/report`,
);
export const getFeatureList = endpoint<FeatureListQuery, FeatureList>(
  'GET',
  `${P}/pg_game/hall/feature_list`,
);
export const getPromotionList = endpoint<Empty, PromotionList>('GET', `${P}/pg_game/hall/promotion_list`);
export const getUserRegisterMethod = endpoint<Empty, RegisterMethods>(
  'GET',
  `${P}/user/account/register/method`,
);
