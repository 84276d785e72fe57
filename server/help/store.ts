/**
 * Help content reads: FAQ by category, video guides, news and announcements (keyset paged by publication),
 * content pages and one article by its slug. Each read is answered in the request's language, else the
 * brand's default, else English (an operator may add an article in one language only).
 */
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import type {
  Article,
  ArticleSummary,
  FaqList,
  NewsList,
  SupportInfo,
} from '../../core/contract/schemas/help';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { brandContent, brands } from '../db/schema';
import { articles } from '../db/schema-messages';
import { brandSupportContacts } from '../db/schema-ops-config';
import { supportContacts, HELP_TEXTS } from '../db/seed/help/seed';
import { sanitizeMessageHtml } from '../messages/sanitize';

type Row = typeof articles.$inferSelect;
type Kind = 'faq' | 'video' | 'news' | 'announcement' | 'page';

const langs = (lang: Locale, brand: BrandConfig): string[] => [...new Set([lang, brand.defaultLang, 'en'])];

/** Of rows of one slug in several languages, the best one for the reader. */
function best(rows: Row[], order: string[]): Row[] {
  const bySlug = new Map<string, Row>();
  for (const row of rows) {
    const seen = bySlug.get(row.slug);
    if (!seen || order.indexOf(row.lang) < order.indexOf(seen.lang)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()];
}

const summary = (row: Row): ArticleSummary => ({
  id: row.slug,
  kind: row.kind as ArticleSummary['kind'],
  category: row.category,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  video_url: row.videoUrl,
  duration: row.duration,
  published_at: row.publishedAt.getTime(),
});

// Sanitised when seeded or written, and again here: a row edited by hand must not reach a page unchecked.
const full = (row: Row): Article => ({ ...summary(row), html: sanitizeMessageHtml(row.html) });

async function rowsOf(db: DbOrTx, brand: BrandConfig, kinds: Kind[], lang: Locale): Promise<Row[]> {
  const order = langs(lang, brand);
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.brandId, brand.id), inArray(articles.kind, kinds), inArray(articles.lang, order)));
  return best(rows, order);
}

const CATEGORY_ICONS: Record<string, string> = {
  account: '/img/icons/vip.svg',
  deposits: '/img/icons/deposit.svg',
  betting: '/img/icons/promotions.svg',
  casino: '/img/icons/tasks.svg',
  security: '/img/icons/invite.svg',
};

export async function faqList(db: DbOrTx, brand: BrandConfig, lang: Locale): Promise<FaqList> {
  const rows = (await rowsOf(db, brand, ['faq', 'video'], lang)).sort((a, b) => a.sort - b.sort);
  const names = HELP_TEXTS[lang].categories as Record<string, string>;
  const categories = new Map<string, ArticleSummary[]>();
  for (const row of rows.filter((r) => r.kind === 'faq')) {
    const list = categories.get(row.category) ?? [];
    list.push(summary(row));
    categories.set(row.category, list);
  }
  return {
    categories: [...categories].map(([key, list]) => ({
      key,
      title: names[key] ?? key,
      icon: CATEGORY_ICONS[key] ?? '/img/icons/promotions.svg',
      list,
    })),
    videos: rows.filter((r) => r.kind === 'video').map(summary),
  };
}

export async function articleBySlug(
  db: DbOrTx,
  brand: BrandConfig,
  kinds: Kind[],
  slug: string,
  lang: Locale,
): Promise<Article | undefined> {
  const order = langs(lang, brand);
  const rows = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.brandId, brand.id),
        inArray(articles.kind, kinds),
        eq(articles.slug, slug),
        inArray(articles.lang, order),
      ),
    );
  const [row] = best(rows, order);
  return row ? full(row) : undefined;
}

/**
 * News or announcements, newest first. The cursor is `<published ms>.<slug>`; a page is read in every
 * acceptable language and the best language per slug kept, so a slug never shows twice.
 */
export async function newsList(
  db: DbOrTx,
  brand: BrandConfig,
  kind: 'news' | 'announcement',
  lang: Locale,
  cursor: string | undefined,
  size: number,
): Promise<NewsList> {
  const order = langs(lang, brand);
  const at = cursor ? /^(\d{1,15})\.([a-z0-9-]{1,64})$/.exec(cursor) : null;
  const after = at
    ? or(
        lt(articles.publishedAt, new Date(Number(at[1]))),
        and(eq(articles.publishedAt, new Date(Number(at[1]))), lt(articles.slug, at[2]!)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.brandId, brand.id), eq(articles.kind, kind), inArray(articles.lang, order), after))
    .orderBy(desc(articles.publishedAt), desc(articles.slug))
    .limit((size + 1) * order.length);
  const list = best(rows, order).sort(
    (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.slug < b.slug ? 1 : -1),
  );
  const page = list.slice(0, size);
  const last = page[page.length - 1];
  return {
    list: page.map(summary),
    cursor: list.length > size && last ? `${last.publishedAt.getTime()}.${last.slug}` : '',
    has_more: list.length > size,
  };
}

/**
 * The support contacts: those the brand's operator set in the console (brand_support_contacts, issue #24),
 * else the brand's document with the e-mail an operator set on the brand row.
 */
export async function supportInfo(db: DbOrTx, brand: BrandConfig): Promise<SupportInfo> {
  const [set] = await db
    .select()
    .from(brandSupportContacts)
    .where(eq(brandSupportContacts.brandId, brand.id));
  if (set)
    return {
      email: set.email,
      chats: set.chats as SupportInfo['chats'],
      hours_from: set.hoursFrom,
      hours_to: set.hoursTo,
      timezone: set.timezone,
    };
  return seededSupportInfo(db, brand);
}

/** The brand's support document and the brand row's e-mail (what a brand shows before any console edit). */
export async function seededSupportInfo(db: DbOrTx, brand: BrandConfig): Promise<SupportInfo> {
  const [row] = await db
    .select({ body: brandContent.body, email: brands.supportEmail })
    .from(brandContent)
    .innerJoin(brands, eq(brands.id, brandContent.brandId))
    .where(
      and(eq(brandContent.brandId, brand.id), eq(brandContent.kind, 'support'), eq(brandContent.lang, '')),
    );
  const info = (row?.body as SupportInfo | undefined) ?? supportContacts(brand);
  return { ...info, email: row?.email ?? info.email };
}
