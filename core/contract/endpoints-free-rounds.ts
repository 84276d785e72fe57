/**
 * Free rounds of the in-house slot (issue #16). Re-exported into the endpoint table by endpoint-defs.ts.
 *
 * SPEC §7 Games names getFreeRounds without a path: it lives with the other game-hall calls under
 * /api/piranha/pg_game/, as free_rounds/get. Spending one is an in-house game call, under
 * /api/piranha/game/inhouse/ beside slot/spin. getAwardInfo (the /award page's read) is beside getFreeRounds,
 * as pg_game/award/info.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  AwardInfo,
  FreeRounds,
  FreeRoundsQuery,
  FreeRoundSpin,
  FreeRoundSpinResult,
} from './schemas/free-rounds';

/** getFreeRounds: the player's grants, playable first. */
export const getFreeRounds = endpoint<FreeRoundsQuery, FreeRounds>(
  'GET',
  '/api/piranha/pg_game/free_rounds/get',
);
/** One free spin of a grant's slot at the grant's stake: spends a free round instead of cash. */
export const inhouseFreeRoundSpin = endpoint<FreeRoundSpin, FreeRoundSpinResult>(
  'POST',
  '/api/piranha/game/inhouse/slot/free_spin',
);
/** getAwardInfo: the player's rewards (granted, unlocked, due now, free spins left), for /award. */
export const getAwardInfo = endpoint<Empty, AwardInfo>('GET', '/api/piranha/pg_game/award/info');
