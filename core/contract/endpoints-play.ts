/**
 * Play-money mode (issue #21): the chips and the free daily top-up of a play-money brand. The SPEC names no
 * paths for these; ours are under /api/piranha/rg/play/. Re-exported into the endpoint table by
 * endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type { PlayStatus } from './schemas/rg-play';

const P = '/api/piranha/rg/play';

/** The player's chips and whether today's free top-up is open. */
export const playStatus = endpoint<Empty, PlayStatus>('GET', `${P}/status`);
/** Takes today's free chips (once per brand-local day; 409/6709 after that). */
export const playTopup = endpoint<Empty, PlayStatus>('POST', `${P}/topup`);
