/**
 * The remaining SPEC §7 Users calls (issue #23): the sportsbook profile at its spec paths
 * (user/fb/user/create, user/fb/user/profile/get under /api/piranha/), and two named operations without a
 * path: getUserAtom beside the account calls at /api/piranha/user/account/atom/get, getHomeData beside the
 * home tab calls at /api/piranha/v1/match/home/data.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type { FbProfile, FbUserCreate, HomeData, HomeDataQuery, UserAtom } from './schemas/users-more';

const P = '/api/piranha';

export const fbUserCreate = endpoint<FbUserCreate, FbProfile>('POST', `${P}/user/fb/user/create`);
export const fbUserProfile = endpoint<Empty, FbProfile>('GET', `${P}/user/fb/user/profile/get`);
export const getUserAtom = endpoint<Empty, UserAtom>('GET', `${P}/user/account/atom/get`);
export const getHomeData = endpoint<HomeDataQuery, HomeData>('GET', `${P}/v1/match/home/data`);
