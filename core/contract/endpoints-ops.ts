/**
 * The operator console's endpoints (issue #24): not SPEC calls, under /api/ops/. Kept out of the player's
 * endpoint table (endpoint-defs.ts): only src/ops and server/routes/ops-*.ts import this file, so no player
 * bundle carries it. Schemas: schemas/ops.ts (the server pairs them in server/ops/route.ts).
 */
import { endpoint } from './endpoint';
import type * as o from './schemas/ops';
import type * as t from './schemas/ops-trading';
import type * as m from './schemas/ops-marketing';
import type * as c from './schemas/ops-config';
import type * as p from './schemas/ops-push';
import type * as b from './schemas/ops-banners';
import type * as r from './schemas/ops-recon';
import type * as s from './schemas/ops-support';

const A = '/api/ops';

export const opsLogin = endpoint<o.OpsLogin, o.OpsLoginStep>('POST', `${A}/auth/login`);
export const opsTotp = endpoint<o.OpsCode, o.OpsMe>('POST', `${A}/auth/totp`);
export const opsMe = endpoint<o.OpsEmpty, o.OpsMe>('GET', `${A}/auth/me`);
export const opsLogout = endpoint<o.OpsEmpty, o.OpsDone>('POST', `${A}/auth/logout`);

export const opsPlayerSearch = endpoint<o.OpsSearch, o.OpsPlayerList>('GET', `${A}/players/search`);
export const opsPlayer = endpoint<o.OpsUid, o.OpsPlayerDetail>('GET', `${A}/players/detail`);
export const opsPlayerBets = endpoint<o.OpsPage, o.OpsBetList>('GET', `${A}/players/bets`);
export const opsPlayerStatement = endpoint<o.OpsStatementQuery, o.OpsStatement>(
  'GET',
  `${A}/players/statement`,
);
export const opsPlayerNote = endpoint<o.OpsNoteAdd, o.OpsPlayerDetail>('POST', `${A}/players/note`);
export const opsPlayerLock = endpoint<o.OpsLock, o.OpsPlayerDetail>('POST', `${A}/players/lock`);
export const opsAdjust = endpoint<o.OpsAdjust, o.OpsAdjustment>('POST', `${A}/players/adjust`);
export const opsAdjustments = endpoint<o.OpsEmpty, o.OpsAdjustmentList>('GET', `${A}/adjustments`);
export const opsAdjustDecide = endpoint<o.OpsAdjustDecide, o.OpsAdjustment>(
  'POST',
  `${A}/adjustments/decide`,
);

export const opsWithdrawals = endpoint<o.OpsEmpty, o.OpsWithdrawalList>('GET', `${A}/withdrawals`);
export const opsWithdrawalDecide = endpoint<o.OpsWithdrawalDecide, o.OpsWithdrawalDecided>(
  'POST',
  `${A}/withdrawals/decide`,
);

export const opsAudit = endpoint<o.OpsAuditQuery, o.OpsAuditList>('GET', `${A}/audit`);
export const opsAuditVerify = endpoint<o.OpsEmpty, o.OpsAuditVerify>('GET', `${A}/audit/verify`);
/** Not an envelope: the CSV file itself (text/csv). */
export const OPS_AUDIT_CSV_PATH = `${A}/audit.csv`;

export const opsMatches = endpoint<t.OpsMatchQuery, t.OpsMatchList>('GET', `${A}/trading/matches`);
export const opsLeagueMargins = endpoint<t.OpsNoInput, t.OpsLeagueMarginList>('GET', `${A}/trading/margins`);
export const opsLeagueMarginEdit = endpoint<t.OpsLeagueMarginEdit, t.OpsLeagueMargin>(
  'POST',
  `${A}/trading/margins/edit`,
);
export const opsMatch = endpoint<t.OpsMatchId, t.OpsMatchDetail>('GET', `${A}/trading/match`);
export const opsMarketAction = endpoint<t.OpsMarketAction, t.OpsTradingOutcome>(
  'POST',
  `${A}/trading/market`,
);
export const opsMatchCorrect = endpoint<t.OpsMatchCorrect, t.OpsTradingOutcome>(
  'POST',
  `${A}/trading/correct`,
);

export const opsReport = endpoint<t.OpsReportQuery, t.OpsReport>('GET', `${A}/reports/daily`);
/** Not an envelope: the CSV file itself (text/csv), same query as opsReport. */
export const OPS_REPORT_CSV_PATH = `${A}/reports/daily.csv`;
// Marketing and configuration (schemas/ops-marketing.ts).
export const opsCampaigns = endpoint<m.OpsBrandQuery, m.OpsCampaignList>('GET', `${A}/marketing/campaigns`);
export const opsCampaignEdit = endpoint<m.OpsCampaignEdit, m.OpsCampaign>(
  'POST',
  `${A}/marketing/campaigns/edit`,
);
export const opsMessages = endpoint<m.OpsBrandQuery, m.OpsMessageList>('GET', `${A}/marketing/messages`);
export const opsMessageCreate = endpoint<m.OpsMessageCreate, m.OpsMessage>(
  'POST',
  `${A}/marketing/messages/create`,
);
export const opsMessageDelete = endpoint<m.OpsMessageDelete, o.OpsDone>(
  'POST',
  `${A}/marketing/messages/delete`,
);
export const opsGames = endpoint<o.OpsEmpty, m.OpsGameList>('GET', `${A}/config/games`);
export const opsGameToggle = endpoint<m.OpsGameToggle, m.OpsGame>('POST', `${A}/config/games/toggle`);
// Brand configuration (schemas/ops-config.ts): payment methods.
export const opsPayMethods = endpoint<c.OpsBrandOnly, c.OpsPayMethodList>(
  'GET',
  `${A}/config/payment-methods`,
);
export const opsPayMethodEdit = endpoint<c.OpsPayMethodEdit, c.OpsPayMethod>(
  'POST',
  `${A}/config/payment-methods/edit`,
);
export const opsSupportContacts = endpoint<c.OpsBrandOnly, c.OpsSupportContacts>(
  'GET',
  `${A}/config/support`,
);
export const opsSupportContactsEdit = endpoint<c.OpsSupportContactsEdit, c.OpsSupportContacts>(
  'POST',
  `${A}/config/support/edit`,
);
export const opsMarketProfile = endpoint<c.OpsBrandOnly, c.OpsMarketProfile>(
  'GET',
  `${A}/config/market-profile`,
);
export const opsMarketProfileEdit = endpoint<c.OpsMarketProfileEdit, c.OpsMarketProfile>(
  'POST',
  `${A}/config/market-profile/edit`,
);
// Push broadcasts (schemas/ops-push.ts).
export const opsPushCount = endpoint<p.OpsPushAudience, p.OpsPushCount>('GET', `${A}/marketing/push/count`);
export const opsPushList = endpoint<m.OpsBrandQuery, p.OpsPushList>('GET', `${A}/marketing/push`);
export const opsPushCreate = endpoint<p.OpsPushCreate, p.OpsPush>('POST', `${A}/marketing/push/create`);
export const opsPushSend = endpoint<p.OpsPushSend, p.OpsPush>('POST', `${A}/marketing/push/send`);
// Home banners (schemas/ops-banners.ts).
export const opsBanners = endpoint<m.OpsBrandQuery, b.OpsBannerList>('GET', `${A}/marketing/banners`);
export const opsBannerCreate = endpoint<b.OpsBannerCreate, b.OpsBanner>(
  'POST',
  `${A}/marketing/banners/create`,
);
export const opsBannerEdit = endpoint<b.OpsBannerEdit, b.OpsBanner>('POST', `${A}/marketing/banners/edit`);
export const opsBannerDelete = endpoint<b.OpsBannerDelete, o.OpsDone>(
  'POST',
  `${A}/marketing/banners/delete`,
);
// Deposit reconciliation (schemas/ops-recon.ts).
export const opsRecon = endpoint<r.OpsReconQuery, r.OpsRecon>('GET', `${A}/payments/reconciliation`);
export const opsReconCredit = endpoint<r.OpsReconCredit, r.OpsReconCredited>(
  'POST',
  `${A}/payments/reconciliation/credit`,
);
// Brand configuration: the withdrawal review threshold (schemas/ops-config.ts).
export const opsPayoutReview = endpoint<c.OpsBrandOnly, c.OpsPayoutReview>(
  'GET',
  `${A}/config/payout-review`,
);
export const opsPayoutReviewEdit = endpoint<c.OpsPayoutReviewEdit, c.OpsPayoutReview>(
  'POST',
  `${A}/config/payout-review/edit`,
);
// Support chat canned answers (schemas/ops-support.ts).
export const opsCanned = endpoint<m.OpsBrandQuery, s.OpsCannedList>('GET', `${A}/support/canned`);
export const opsCannedCreate = endpoint<s.OpsCannedCreate, s.OpsCanned>('POST', `${A}/support/canned/create`);
export const opsCannedEdit = endpoint<s.OpsCannedEdit, s.OpsCanned>('POST', `${A}/support/canned/edit`);
export const opsCannedDelete = endpoint<s.OpsCannedDelete, o.OpsDone>('POST', `${A}/support/canned/delete`);
