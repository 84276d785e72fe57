/**
 * The shape of the help content written per language (texts/<locale>.ts). `{brand}`, `{email}`,
 * `{min_deposit}` are filled per brand by seed.ts. HTML uses only the tags server/messages/sanitize.ts
 * allows (and is sanitised again on the way in).
 */
export interface HelpArticleText {
  slug: string;
  title: string;
  summary?: string;
  html: string;
}

export interface HelpTexts {
  categories: Record<'account' | 'deposits' | 'betting' | 'casino' | 'security', string>;
  faq: (HelpArticleText & { category: keyof HelpTexts['categories'] })[];
  videos: (HelpArticleText & { summary: string; duration: number })[];
  pages: Record<'privacy' | 'about' | 'support' | 'spei-announce', { title: string; html: string }>;
  news: (HelpArticleText & { summary: string; daysAgo: number })[];
  announcements: (HelpArticleText & { summary: string; daysAgo: number })[];
  /** Operator broadcasts (messages to every player of the brand); the first ones rotate in the top bar. */
  broadcasts: { slug: string; title: string; html: string; button: string; url: string; topBar: boolean }[];
}
