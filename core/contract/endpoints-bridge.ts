/**
 * The Brazil bridge profile call, apart from the other channel calls (endpoints-channels.ts re-exports it):
 * the session's boot step asks it on the first route, and the rest of the channel calls must stay out of the
 * page's main chunk, which the engine worker's channel topics chunk must never import (worker-chunks check).
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type { BrgProfile } from './schemas/tracking';

/** SPEC §7 "GET user/brg/profile/get" (under /api/piranha): the Brazil bridge mode of the logged-in player. */
export const brgProfile = endpoint<Empty, BrgProfile>('GET', '/api/piranha/user/brg/profile/get');
