/**
 * Identity verification (issue #21): the player's identity status with what the market requires, and a
 * document upload (/auth-file). Paths ours, under /api/piranha/rg/identity/. Re-exported by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type { IdentityStatusView, IdentityUpload } from './schemas/identity';

const R = '/api/piranha/rg/identity';

export const identityStatus = endpoint<Empty, IdentityStatusView>('GET', `${R}/status`);
/** Sends an identity document (image); the reviewer's decision comes back in the status. */
export const identityUpload = endpoint<IdentityUpload, IdentityStatusView>('POST', `${R}/document`);
