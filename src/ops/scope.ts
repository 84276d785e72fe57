import { CLIENT_BRANDS } from '../../core/brand/client-brands';
import type { OpsMe } from '../../core/contract/schemas/ops';

/**
 * Whether the operator's scope covers every brand: what the server asks before a change to something every
 * brand shares (the games catalogue, a league's margin: server/ops/games.ts coversAllBrands).
 */
export const coversAllBrands = (me: OpsMe): boolean => CLIENT_BRANDS.every((b) => me.brands.includes(b.id));
