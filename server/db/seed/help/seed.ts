/**
 * Seeds the help content of every brand in the eight languages: FAQ and video guides, news and
 * announcements, the privacy / about / support / SPEI pages (`articles`), the support contacts
 * (`brand_content` kind `support`) and the operator broadcasts (`messages` with no player, two of them in
 * the top bar). Add-missing-only: a row an operator edited is never overwritten; run once per content
 * version (seed_state `help_content`), so an article an operator deleted stays deleted.
 */
import { eq, sql } from 'drizzle-orm';
import { BRANDS, type BrandConfig } from '../../../../core/brand/brands';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { MessageKind, messageTypeOf } from '../../../../core/messages/kinds';
import { formatMoney } from '../../../../core/money/format';
import type { SupportInfo } from '../../../../core/contract/schemas/help';
import { sanitizeMessageHtml } from '../../../messages/sanitize';
import type { MessageBody } from '../../../messages/write';
import type { Tx } from '../../database';
import { brandContent, seedState } from '../../schema';
import { articles, messages } from '../../schema-messages';
import type { HelpTexts } from './types';
import { seedDemoMessages } from './demo-messages';
import { en } from './texts/en';
import { esMX } from './texts/es-mx';
import { ms } from './texts/ms';
import { ptBR } from './texts/pt-br';
import { ru } from './texts/ru';
import { th } from './texts/th';
import { vi } from './texts/vi';
import { zhCN } from './texts/zh-cn';

export const HELP_TEXTS: Record<Locale, HelpTexts> = {
  en,
  'es-MX': esMX,
  'pt-BR': ptBR,
  ru,
  vi,
  th,
  'zh-CN': zhCN,
  ms,
};

/** Bump to add new seeded content to existing databases (still add-missing-only). */
export const HELP_CONTENT_VERSION = '1';

const DAY = 24 * 60 * 60 * 1000;

function filler(brand: BrandConfig, locale: Locale) {
  const values: Record<string, string> = {
    brand: brand.name,
    email: brand.supportEmail,
    min_deposit: formatMoney(brand.minCharge, brand.currency, {
      locale,
      market: brand.market,
      abbreviate: false,
    }),
  };
  return (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Chat links and hours per brand: WhatsApp where players use it most, Telegram elsewhere; live chat everywhere. */
export function supportContacts(brand: BrandConfig): SupportInfo {
  const whatsapp = ['BR', 'MX', 'CO', 'PE', 'IN', 'KE'].includes(brand.market);
  const domain = brand.officialDomain;
  return {
    email: brand.supportEmail,
    chats: [
      { kind: 'livechat', url: `https://${domain}/chat` },
      whatsapp
        ? {
            kind: 'whatsapp',
            url: `https://wa.me/${brand.market === 'BR' ? '5511' : '1'}40040${brand.id.length}00`,
          }
        : { kind: 'telegram', url: `https://t.me/${brand.appKey}_support` },
    ],
    hours_from: brand.market === 'US' ? '08:00' : '00:00',
    hours_to: brand.market === 'US' ? '24:00' : '00:00',
    timezone: brand.market === 'US' ? 'America/New_York' : 'UTC',
  };
}

export async function seedHelp(tx: Tx, nowMs: number): Promise<void> {
  await seedDemoMessages(tx);
  const [done] = await tx.select().from(seedState).where(eq(seedState.key, 'help_content'));
  if (done?.value === HELP_CONTENT_VERSION) return;
  for (const brand of BRANDS) {
    const rows: (typeof articles.$inferInsert)[] = [];
    for (const locale of LOCALES) {
      const t = HELP_TEXTS[locale];
      const f = filler(brand, locale);
      const base = { brandId: brand.id, lang: locale, publishedAt: new Date(nowMs) };
      t.faq.forEach((a, i) =>
        rows.push({
          ...base,
          kind: 'faq',
          slug: a.slug,
          category: a.category,
          title: f(a.title),
          summary: '',
          html: sanitizeMessageHtml(f(a.html)),
          sort: i,
        }),
      );
      t.videos.forEach((a, i) =>
        rows.push({
          ...base,
          kind: 'video',
          slug: a.slug,
          title: f(a.title),
          summary: f(a.summary),
          html: sanitizeMessageHtml(f(a.html)),
          cover: `/img/help/${a.slug}.svg`,
          videoUrl: `/img/help/${a.slug}.webm`,
          duration: a.duration,
          sort: i,
        }),
      );
      for (const [slug, page] of Object.entries(t.pages))
        rows.push({
          ...base,
          kind: 'page',
          slug,
          title: f(page.title),
          html: sanitizeMessageHtml(f(page.html)),
        });
      for (const [kind, list] of [
        ['news', t.news],
        ['announcement', t.announcements],
      ] as const)
        list.forEach((a) =>
          rows.push({
            ...base,
            kind,
            slug: a.slug,
            title: f(a.title),
            summary: f(a.summary),
            html: sanitizeMessageHtml(f(a.html)),
            cover: kind === 'news' ? `/img/help/${a.slug}.svg` : '',
            publishedAt: new Date(nowMs - a.daysAgo * DAY),
          }),
        );
    }
    await tx.insert(articles).values(rows).onConflictDoNothing();
    await tx
      .insert(brandContent)
      .values({ brandId: brand.id, kind: 'support', lang: '', body: supportContacts(brand) })
      .onConflictDoNothing();
    // Broadcasts: one message per brand, worded in every language (a player reads their own).
    const slugs = en.broadcasts.map((b) => b.slug);
    await tx
      .insert(messages)
      .values(
        slugs.map((slug, i) => {
          const body: MessageBody = {};
          for (const locale of LOCALES) {
            const b = HELP_TEXTS[locale].broadcasts[i]!;
            const f = filler(brand, locale);
            body[locale] = {
              title: f(b.title),
              html: sanitizeMessageHtml(f(b.html)),
              buttons: [{ text: f(b.button), url: b.url }],
            };
          }
          const b = en.broadcasts[i]!;
          return {
            brandId: brand.id,
            uid: null,
            kind: MessageKind.Broadcast,
            messageType: messageTypeOf(MessageKind.Broadcast),
            dedupeKey: `seed:${slug}`,
            body,
            // A broadcast opens its own detail page (store.ts builds /message-detail?id=); its button goes to b.url.
            url: '',
            topBar: b.topBar,
            turnTime: 6,
            allowClose: true,
            isH5: true,
            startsAt: new Date(nowMs - (slugs.length - i) * 60_000),
          };
        }),
      )
      .onConflictDoNothing({ target: [messages.brandId, messages.dedupeKey], where: sql`uid is null` });
  }
  await tx
    .insert(seedState)
    .values({ key: 'help_content', value: HELP_CONTENT_VERSION })
    .onConflictDoUpdate({ target: seedState.key, set: { value: HELP_CONTENT_VERSION } });
}
