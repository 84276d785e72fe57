/** The catalogs of one language by area (src/app/i18n.ts): a chunk of its own, so main holds 8 loaders, not all. */
export const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../locales/*/zh-CN.po');
