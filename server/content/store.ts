/**
 * Reads a brand's row and content documents. A call is answered in the requested language, else the
 * brand's default language (its row in the database says which); a document an operator deleted in every
 * one of those falls back to the built-in default, so a config call never fails for want of content.
 */
import { and, eq, or } from 'drizzle-orm';
import { BRANDS, type BrandConfig } from '../../core/brand/brands';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { areaRules, brandContent, brands } from '../db/schema';
import { contentFor, type ContentBodies, type ContentKind } from '../db/seed/content';

/** `lang` is the request's valid lca_lang, or undefined for "the brand's default language". */
export async function readContent<K extends ContentKind>(
  db: DbOrTx,
  brand: BrandConfig,
  kind: K,
  lang: Locale | undefined,
): Promise<ContentBodies[K]> {
  // One round trip: the requested language, the default language and the language-neutral row, ranked here.
  const rows = await db
    .select({ body: brandContent.body, lang: brandContent.lang, defaultLang: brands.defaultLang })
    .from(brandContent)
    .innerJoin(brands, eq(brands.id, brandContent.brandId))
    .where(
      and(
        eq(brandContent.brandId, brand.id),
        eq(brandContent.kind, kind),
        or(
          eq(brandContent.lang, lang ?? ''),
          eq(brandContent.lang, brands.defaultLang),
          eq(brandContent.lang, ''),
        ),
      ),
    );
  const rank = (r: (typeof rows)[number]) => (r.lang === lang ? 0 : r.lang === r.defaultLang ? 1 : 2);
  const [best] = rows.sort((a, b) => rank(a) - rank(b));
  if (best) return best.body as ContentBodies[K];
  return contentFor(brand, Math.max(0, BRANDS.indexOf(brand)), lang)[kind];
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
