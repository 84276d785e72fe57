import { CLIENT_BRANDS, DEFAULT_BRAND_ID, type ClientBrand } from './client-brands';
import { BRAND_TERMS, type BrandTerms } from './brand-terms';

/**
 * The ten brands (SPEC §1, §9) in full, for the server. This table is the built-in default; the server seeds
 * it into the database, where an operator edits it, and answers config calls from there. It is the page's
 * table (client-brands.ts) merged with the server-only fields (brand-terms.ts); the page imports
 * client-brands.ts alone.
 */
export type { BrandId, Market, ClientBrand } from './client-brands';
export type { BrandTerms } from './brand-terms';
export { DEFAULT_BRAND_ID };

export interface BrandConfig extends ClientBrand, BrandTerms {}

export const BRANDS: readonly BrandConfig[] = CLIENT_BRANDS.map((b) => ({ ...b, ...BRAND_TERMS[b.id] }));

export function brandById(id: string): BrandConfig | undefined {
  return BRANDS.find((b) => b.id === id);
}

export function brandByAppKey(appKey: string): BrandConfig | undefined {
  return BRANDS.find((b) => b.appKey === appKey);
}
