/**
 * Writes the seeded artwork (run once, output committed): per-brand logo, app icons and banners under
 * public/brand/<id>/, and the shortcut, tab and sport icons under public/img/. Run:
 * `npx tsx server/tools/generate-art.ts`. The SVGs are plain shapes and text, in each brand's colours.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS, type BrandConfig } from '../../core/brand/brands';
import { paletteFor, type Palette } from '../brand/palette';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { bannerArt } from '../db/seed/content';
import { contentText } from '../db/seed/content-text';

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function write(path: string, svg: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `${svg.trim()}\n`);
}

/** The brand mark: a rounded square with the initial and a swoosh. */
function mark(p: Palette, initial: string, size: number, inset = 0) {
  const s = size - inset * 2;
  return `<g transform="translate(${inset} ${inset})">
<rect width="${s}" height="${s}" rx="${s * 0.22}" fill="url(#g)"/>
<path d="M${s * 0.2} ${s * 0.83} Q${s * 0.5} ${s * 0.74} ${s * 0.8} ${s * 0.7}" stroke="${p.accent}" stroke-width="${s * 0.07}" fill="none" stroke-linecap="round"/>
<text x="${s / 2}" y="${s * 0.64}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${s * 0.5}" fill="${p.onPrimary}">${esc(initial)}</text>
</g>`;
}

const gradient = (p: Palette) =>
  `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.primary}" stop-opacity=".72"/></linearGradient>`;

function logo(b: BrandConfig, p: Palette) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${esc(b.name)}">
<defs>${gradient(p)}</defs>
${mark(p, b.name[0]!, 56, 0).replace('<g transform="translate(0 0)">', '<g transform="translate(4 4)">')}
<text x="72" y="42" font-family="${FONT}" font-weight="800" font-size="28" fill="#ffffff">${esc(b.name)}</text>
</svg>`;
}

function icon(b: BrandConfig, p: Palette, maskable: boolean) {
  const bg = maskable ? `<rect width="512" height="512" fill="${p.background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="${esc(b.name)}">
<defs>${gradient(p)}</defs>${bg}
${mark(p, b.name[0]!, 512, maskable ? 96 : 16)}
</svg>`;
}

function banner(b: BrandConfig, p: Palette, n: 1 | 2 | 3, lang: Locale) {
  const text = contentText(lang);
  const headline = [text.banners.welcome(b.maxBonusDisplay), text.banners.live, text.banners.app][n - 1]!;
  const art = [
    // Coins / bonus
    `<circle cx="610" cy="150" r="86" fill="${p.accent}"/><circle cx="610" cy="150" r="62" fill="none" stroke="${p.background}" stroke-opacity=".35" stroke-width="10"/><text x="610" y="176" text-anchor="middle" font-family="${FONT}" font-size="74" font-weight="900" fill="${p.background}">%</text><circle cx="505" cy="232" r="40" fill="${p.accent}" fill-opacity=".7"/>`,
    // Ball on a pitch
    `<rect x="470" y="40" width="250" height="220" rx="18" fill="#ffffff" fill-opacity=".08" stroke="#ffffff" stroke-opacity=".35" stroke-width="3"/><line x1="595" y1="40" x2="595" y2="260" stroke="#ffffff" stroke-opacity=".35" stroke-width="3"/><circle cx="595" cy="150" r="40" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="3"/><circle cx="640" cy="190" r="34" fill="#ffffff"/><path d="M640 172 l16 12 -6 18 h-20 l-6 -18z" fill="${p.background}"/><circle cx="500" cy="70" r="9" fill="#ef4444"/><text x="516" y="77" font-family="${FONT}" font-size="20" font-weight="800" fill="#ffffff">LIVE</text>`,
    // Phone
    `<rect x="545" y="30" width="140" height="250" rx="24" fill="${p.background}" stroke="${p.accent}" stroke-width="6"/><rect x="565" y="62" width="100" height="170" rx="8" fill="${p.primary}"/><circle cx="615" cy="256" r="9" fill="${p.accent}"/><path d="M615 110 v60 m-24 -24 l24 24 24 -24" stroke="${p.onPrimary}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ][n - 1]!;
  // Lines of at most 18 units (a CJK character is two), by words; a longer word (Thai and Chinese have no
  // spaces between words) keeps its line in a smaller font rather than running into the art.
  const units = (t: string) =>
    [...t].reduce((n, c) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);
  const words = headline.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && units(`${last} ${w}`) <= 18) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const tspans = lines
    .slice(0, 3)
    .map((l, i) => {
      const size = units(l) > 18 ? ` font-size="${Math.max(18, Math.floor((36 * 18) / units(l)))}"` : '';
      return `<tspan x="40" dy="${i === 0 ? 0 : 44}"${size}>${esc(l)}</tspan>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${esc(headline)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.background}"/></linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#bg)"/>
<circle cx="700" cy="-20" r="160" fill="${p.accent}" fill-opacity=".12"/>
${art}
<text x="40" y="${lines.length > 2 ? 96 : 120}" font-family="${FONT}" font-weight="900" font-size="36" fill="#ffffff">${tspans}</text>
<text x="40" y="262" font-family="${FONT}" font-weight="700" font-size="22" fill="${p.accent}">${esc(b.name)}</text>
</svg>`;
}

/** 24x24 line icons: path data drawn with round strokes. */
const GLYPHS: Record<string, string> = {
  deposit: 'M3 7h18v12H3z M3 11h18 M7 15h4',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  tasks: 'M9 6h11 M9 12h11 M9 18h11 M4 6l1 1 2-2 M4 12l1 1 2-2 M4 18l1 1 2-2',
  invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21c0-4 3-6 7-6s7 2 7 6 M19 8v6 M16 11h6',
  promotions: 'M20 12v9H4v-9 M2 7h20v5H2z M12 21V7 M12 7S10 2 7 3.5 9 7 12 7z M12 7s2-5 5-3.5S15 7 12 7z',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v5H4z M17 14h3v5h-3z M20 19c0 2-2 3-5 3',
  home: 'M3 11l9-8 9 8 M5 10v10h5v-6h4v6h5V10',
  slots: 'M3 5h14v14H3z M17 9h2l1-3 M20 6v9 M7 9v6 M10 9v6 M13 9v6',
  casino: 'M12 3l7 9-7 9-7-9z M12 8v8 M9 12h6',
  sport:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7l4 3-1.5 5h-5L8 10z M12 3v4 M21 10l-5 0 M3 10h5 M7 19l2.5-4 M17 19l-2.5-4',
  inplay: 'M13 2L4 14h7l-1 8 9-12h-7z',
  live: 'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M7.8 7.8a6 6 0 0 0 0 8.4 M16.2 7.8a6 6 0 0 1 0 8.4 M4.9 4.9a10 10 0 0 0 0 14.2 M19.1 4.9a10 10 0 0 1 0 14.2',
  soccer:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7l4 3-1.5 5h-5L8 10z M12 3v4 M21 10h-5 M3 10h5 M7 19l2.5-4 M17 19l-2.5-4',
  basketball:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3v18 M5.6 5.6c3 3 3 9.8 0 12.8 M18.4 5.6c-3 3-3 9.8 0 12.8',
  tennis:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M5.5 5.5c3.5 3.5 3.5 9.5 0 13 M18.5 5.5c-3.5 3.5-3.5 9.5 0 13',
  volleyball:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 12V3 M12 12l7.8 4.5 M12 12l-7.8 4.5 M7 4.5c3 2 4.5 5 5 7.5 M21 9.5c-3.5 0-6.5 1-9 2.5 M7.5 20c0-3.5 2-6.5 4.5-8',
  tabletennis:
    'M14 14a6 6 0 1 0-6-6c0 2 1 3.5 2 4.5L4 19l1 1 6.5-6c1 1 2.5 2 4.5 2z M19 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  dota: 'M4 4h16v16H4z M7 17L17 7 M7 7l3 3 M14 14l3 3',
  efootball:
    'M6 8h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L15 15H9l-1.6 1.8A3 3 0 0 1 2 15v-3a4 4 0 0 1 4-4z M7 11v3 M5.5 12.5h3 M16 12h.01 M18 13.5h.01',
};

function glyph(d: string, colour: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${d}"/></svg>`;
}

const root = process.cwd();
for (const b of BRANDS) {
  const p = paletteFor(b.templates.theme);
  const dir = join(root, 'public', 'brand', b.id);
  write(join(dir, 'logo.svg'), logo(b, p));
  write(join(dir, 'icon.svg'), icon(b, p, false));
  write(join(dir, 'icon-maskable.svg'), icon(b, p, true));
  // The banners carry their headline in the artwork, so each language has its own (bannerArt names them);
  // the unsuffixed file is the brand's default language, for content written before per-language art.
  for (const n of [1, 2, 3] as const) {
    write(join(dir, `banner-${n}.svg`), banner(b, p, n, b.defaultLang));
    for (const lang of LOCALES) write(join(dir, bannerArt(n, lang)), banner(b, p, n, lang));
  }
}
const INACTIVE = '#8b93a7';
const ACTIVE = '#ffffff';
for (const name of ['deposit', 'vip', 'tasks', 'invite', 'promotions', 'support']) {
  write(join(root, 'public/img/icons', `${name}.svg`), glyph(GLYPHS[name]!, '#f5c518'));
}
for (const name of ['home', 'slots', 'casino', 'sport']) {
  write(join(root, 'public/img/tabs', `${name}.svg`), glyph(GLYPHS[name]!, INACTIVE));
  write(join(root, 'public/img/tabs', `${name}-active.svg`), glyph(GLYPHS[name]!, ACTIVE));
}
for (const name of [
  'inplay',
  'live',
  'soccer',
  'basketball',
  'tennis',
  'volleyball',
  'tabletennis',
  'dota',
  'efootball',
]) {
  write(join(root, 'public/img/sports', `${name}.svg`), glyph(GLYPHS[name]!, INACTIVE));
  write(join(root, 'public/img/sports', `${name}-active.svg`), glyph(GLYPHS[name]!, ACTIVE));
}
console.log('artwork written to public/brand and public/img');
