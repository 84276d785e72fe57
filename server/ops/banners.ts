/**
 * Marketing: the brand's home banners (issue #24). `ops_banners` rows edited by the console; the player's
 * banner call reads them through `liveBanners` on every call (no cache), so an edit shows on the next home
 * load. A brand with no row keeps its seeded banners (routes/config.ts). Every change is audited with before
 * and after in its transaction (`banner.create|edit|delete`).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import type { HomeBanner } from '../../core/contract/schemas/config';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsBanner, OpsBannerCreate, OpsBannerEdit } from '../../core/contract/schemas/ops-banners';
import type { Locale } from '../../core/i18n/locales';
import type { Db, DbOrTx } from '../db/database';
import { opsBanners } from '../db/schema-ops-marketing';
import { ApiFailure } from '../http/failure';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { brandsOf } from './campaigns';
import { isAppRoute } from './push-broadcast';
import { requireBrand } from './route';

type Row = typeof opsBanners.$inferSelect;

const invalid = (why: string) => new ApiFailure(400, OpsDmError.OpsBannerInvalid, why);
const notFound = () => new ApiFailure(404, OpsDmError.OpsBannerNotFound, 'No such banner.');

/** A same-site path (`/brand/br/x.svg`) or an https URL; `{lang}` allowed; nothing that could run. */
export const isImageUrl = (url: string) =>
  /^(\/(?!\/)|https:\/\/[a-z0-9.-]+(:\d+)?\/)[A-Za-z0-9\-._~/%{}?=&+]*$/i.test(url);

function view(row: Row): OpsBanner {
  return {
    id: row.id,
    brand_id: row.brandId,
    image_url: row.imageUrl,
    route: row.route,
    title: row.title,
    banner_type: row.bannerType as OpsBanner['banner_type'],
    position: row.position,
    enabled: row.enabled,
    starts_at: row.startsAt?.getTime() ?? null,
    ends_at: row.endsAt?.getTime() ?? null,
    updated_at: row.updatedAt.getTime(),
  };
}

function check(b: Pick<OpsBanner, 'image_url' | 'route' | 'starts_at' | 'ends_at'>) {
  if (!isImageUrl(b.image_url)) throw invalid('The image must be a path starting with / or an https URL.');
  if (!isAppRoute(b.route)) throw invalid('The link must be an app route starting with /.');
  if (b.starts_at !== null && b.ends_at !== null && b.ends_at <= b.starts_at)
    throw invalid('The end must be after the start.');
}

const order = [asc(opsBanners.position), asc(opsBanners.id)];

export async function listBanners(db: Db, op: Operator, brand: string | undefined) {
  const brands = brandsOf(op, brand);
  if (brands.length === 0) return [];
  const rows = await db
    .select()
    .from(opsBanners)
    .where(inArray(opsBanners.brandId, brands))
    .orderBy(asc(opsBanners.brandId), ...order);
  return rows.map(view);
}

export async function createBanner(db: Db, op: Operator, input: OpsBannerCreate, now: number) {
  requireBrand(op, input.brand);
  if (!brandById(input.brand)) throw invalid('No such brand.');
  const b = {
    ...input,
    image_url: input.image_url.trim(),
    route: input.route.trim(),
    title: input.title.trim(),
  };
  check(b);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opsBanners)
      .values({
        brandId: b.brand,
        imageUrl: b.image_url,
        route: b.route,
        title: b.title,
        bannerType: b.banner_type,
        position: b.position,
        enabled: b.enabled,
        startsAt: b.starts_at === null ? null : new Date(b.starts_at),
        endsAt: b.ends_at === null ? null : new Date(b.ends_at),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    const made = view(row!);
    await appendAudit(
      tx,
      op,
      {
        brandId: b.brand,
        action: 'banner.create',
        target: `banner:${made.id}`,
        after: { ...made, reason: input.reason },
      },
      now,
    );
    return made;
  });
}

export async function editBanner(db: Db, op: Operator, input: OpsBannerEdit, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(opsBanners).where(eq(opsBanners.id, input.id)).for('update');
    if (!row || !op.brands.includes(row.brandId)) throw notFound();
    const before = view(row);
    const next: OpsBanner = {
      ...before,
      ...(input.image_url !== undefined ? { image_url: input.image_url.trim() } : {}),
      ...(input.route !== undefined ? { route: input.route.trim() } : {}),
      ...(input.title !== undefined ? { title: input.title.trim() } : {}),
      ...(input.banner_type !== undefined ? { banner_type: input.banner_type } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.starts_at !== undefined ? { starts_at: input.starts_at } : {}),
      ...(input.ends_at !== undefined ? { ends_at: input.ends_at } : {}),
    };
    check(next);
    const [updated] = await tx
      .update(opsBanners)
      .set({
        imageUrl: next.image_url,
        route: next.route,
        title: next.title,
        bannerType: next.banner_type,
        position: next.position,
        enabled: next.enabled,
        startsAt: next.starts_at === null ? null : new Date(next.starts_at),
        endsAt: next.ends_at === null ? null : new Date(next.ends_at),
        updatedAt: new Date(now),
      })
      .where(eq(opsBanners.id, input.id))
      .returning();
    const after = view(updated!);
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'banner.edit',
        target: `banner:${row.id}`,
        before,
        after: { ...after, reason: input.reason },
      },
      now,
    );
    return after;
  });
}

export async function deleteBanner(db: Db, op: Operator, id: number, reason: string, now: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(opsBanners).where(eq(opsBanners.id, id)).for('update');
    if (!row || !op.brands.includes(row.brandId)) throw notFound();
    await tx.delete(opsBanners).where(eq(opsBanners.id, id));
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'banner.delete',
        target: `banner:${id}`,
        before: view(row),
        after: { reason },
      },
      now,
    );
  });
}

/**
 * The player's banners: null when the brand has configured none (the caller answers the seeded ones), else
 * its enabled banners live at `now`, by position. Ids are offset so they never meet a seeded banner's id.
 */
export async function liveBanners(
  db: DbOrTx,
  brandId: string,
  lang: Locale,
  now: number,
): Promise<HomeBanner[] | null> {
  const rows = await db
    .select()
    .from(opsBanners)
    .where(eq(opsBanners.brandId, brandId))
    .orderBy(...order);
  if (rows.length === 0) return null;
  const at = new Date(now);
  return rows
    .filter((r) => r.enabled && (!r.startsAt || r.startsAt <= at) && (!r.endsAt || r.endsAt > at))
    .map((r) => ({
      id: BANNER_ID_BASE + r.id,
      type: 1,
      info: r.imageUrl.replaceAll('{lang}', lang),
      url: r.route,
      banner_type: r.bannerType as HomeBanner['banner_type'],
      title: r.title,
    }));
}

/** Seeded banner ids are small (brand index x 100 + n): operator banners start far above them. */
export const BANNER_ID_BASE = 1_000_000;
