/**
 * Responsible gaming and market rules (issue #21). The SPEC names no paths for these tools; ours are under
 * /api/piranha/rg/. The status answers a guest too (the market profile only). Re-exported into the endpoint
 * table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type { RgExclude, RgLimitConfirm, RgLimitsSet, RgRealitySet, RgStatus } from './schemas/rg';

const R = '/api/piranha/rg';

/** The market profile, the player's limits (with usage and pending changes), exclusion, session. */
export const rgStatus = endpoint<Empty, RgStatus>('GET', `${R}/status`);
/** Sets or removes limits: stricter at once, looser after 24 hours and a confirmation. */
export const rgLimitsSet = endpoint<RgLimitsSet, RgStatus>('POST', `${R}/limits/set`);
/** Confirms a looser change whose 24 hours have passed. */
export const rgLimitConfirm = endpoint<RgLimitConfirm, RgStatus>('POST', `${R}/limits/confirm`);
/** Starts a time out or a self-exclusion (cannot be undone or shortened). */
export const rgExclude = endpoint<RgExclude, RgStatus>('POST', `${R}/exclude`);
/** The player's reality-check interval. */
export const rgRealitySet = endpoint<RgRealitySet, RgStatus>('POST', `${R}/reality/set`);
