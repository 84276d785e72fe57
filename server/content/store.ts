/**
 * Reads a brand's row and content documents. A document an operator deleted falls back to the built-in
 * default for that brand, so a config call never fails for want of content.
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS, type BrandConfig } from '../../core/brand/brands';
import type { DbOrTx } from '../db/database';
import { areaRules, brandContent, brands } from '../db/schema';
import { contentFor, type ContentBodies, type ContentKind } from '../db/seed/content';

export async function readContent<K extends ContentKind>(
  db: DbOrTx,
  brand: BrandConfig,
  kind: K,
): Promise<ContentBodies[K]> {
  const [row] = await db
    .select({ body: brandContent.body })
    .from(brandContent)
    .where(and(eq(brandContent.brandId, brand.id), eq(brandContent.kind, kind)));
  if (row) return row.body as ContentBodies[K];
  return contentFor(brand, Math.max(0, BRANDS.indexOf(brand)))[kind];
}

export interface BrandSettings {
  country: string;
  regionLocked: boolean;
  extraSportTab: string | null;
  defaultLang: string;
  banned: boolean;
}

/** The operator-editable brand settings the routes need, from the database (core/brand is the default). */
export async function readBrandSettings(db: DbOrTx, brand: BrandConfig): Promise<BrandSettings> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
  if (!row) {
    return {
      country: brand.country,
      regionLocked: brand.flags.regionLocked,
      extraSportTab: brand.extraSportTab,
      defaultLang: brand.defaultLang,
      banned: brand.flags.banned,
    };
  }
  const flags = (row.config as { flags?: { banned?: boolean } }).flags;
  return {
    country: row.country,
    regionLocked: row.regionLocked,
    extraSportTab: row.extraSportTab,
    defaultLang: row.defaultLang,
    banned: flags?.banned ?? false,
  };
}

export async function allowedCountries(db: DbOrTx, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ c: areaRules.countryCode })
    .from(areaRules)
    .where(eq(areaRules.brandId, brandId));
  return rows.map((r) => r.c);
}
