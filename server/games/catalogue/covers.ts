/**
 * Game cover art, generated from the game itself: a deterministic SVG (3:4, 240x320) whose colours come
 * from the provider's hue and a hash of the id, a motif per category (reels, fish, cards, a crash curve,
 * gems, bingo balls) and sun rays. No title: the card prints the name under the cover (issue #23: it showed
 * twice), and the caption follows the page's font size and locale. Same input, same bytes: the URL is cached for a year.
 */
import { hash32 } from './data';

export const COVER_WIDTH = 240;
export const COVER_HEIGHT = 320;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function rays(cx: number, cy: number, color: string, count: number, turn: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = ((i * 360) / count + turn) * (Math.PI / 180);
    const b = a + (Math.PI / count) * 0.55;
    const r = 260;
    const p = (ang: number) =>
      `${(cx + r * Math.cos(ang)).toFixed(1)},${(cy + r * Math.sin(ang)).toFixed(1)}`;
    parts.push(`M${cx},${cy}L${p(a)}L${p(b)}Z`);
  }
  return `<path d="${parts.join('')}" fill="${color}" opacity=".09"/>`;
}

const SUITS = [
  'M0,-22C8,-10 22,-4 22,8C22,18 10,22 3,14L6,24H-6L-3,14C-10,22 -22,18 -22,8C-22,-4 -8,-10 0,-22Z',
  'M0,20C-14,8 -24,0 -24,-10C-24,-20 -12,-24 0,-12C12,-24 24,-20 24,-10C24,0 14,8 0,20Z',
];

function motif(category: string, h: number, accent: string, light: string): string {
  switch (category) {
    case 'slots': {
      const symbols = ['7', '★', '♦', 'BAR', '♣', '$'];
      const cells: string[] = [];
      for (let i = 0; i < 3; i++) {
        const x = 38 + i * 58;
        const sym = symbols[(h >>> (i * 3)) % symbols.length]!;
        cells.push(
          `<rect x="${x}" y="92" width="50" height="70" rx="9" fill="#fff" opacity=".93"/>` +
            `<text x="${x + 25}" y="${sym === 'BAR' ? 135 : 142}" font-size="${sym === 'BAR' ? 17 : 38}" font-weight="900" text-anchor="middle" fill="${accent}">${sym}</text>`,
        );
      }
      return (
        `<rect x="28" y="80" width="184" height="94" rx="16" fill="${light}" opacity=".35"/>` +
        cells.join('') +
        `<circle cx="120" cy="70" r="14" fill="#ffd54a"/><text x="120" y="76" font-size="16" font-weight="900" text-anchor="middle" fill="#7a4b00">$</text>`
      );
    }
    case 'fishing': {
      const fish = (x: number, y: number, s: number, c: string) =>
        `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30,0C-15,-18 15,-18 26,0C15,18 -15,18 -30,0Z" fill="${c}"/><path d="M24,0L44,-14V14Z" fill="${c}"/><circle cx="-16" cy="-4" r="4" fill="#fff"/><circle cx="-16" cy="-4" r="2" fill="#111"/></g>`;
      return (
        fish(92, 110, 1.5, '#ffb238') +
        fish(160, 160, 0.9, light) +
        fish(70, 178, 0.7, '#ff6f91') +
        `<circle cx="150" cy="88" r="7" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/><circle cx="170" cy="110" r="4" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/><circle cx="60" cy="76" r="5" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/>`
      );
    }
    case 'table':
    case 'live': {
      const suit = SUITS[h % 2]!;
      const chip = (x: number, y: number, c: string) =>
        `<circle cx="${x}" cy="${y}" r="20" fill="${c}"/><circle cx="${x}" cy="${y}" r="13" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>`;
      return (
        `<g transform="translate(94 120) rotate(-12)"><rect x="-32" y="-46" width="64" height="92" rx="8" fill="#fff"/><path d="${suit}" fill="${h % 2 ? '#d7263d' : '#1b1b2f'}" transform="scale(1.1)"/></g>` +
        `<g transform="translate(146 124) rotate(10)"><rect x="-32" y="-46" width="64" height="92" rx="8" fill="#fff"/><text y="14" font-size="40" font-weight="900" text-anchor="middle" fill="${accent}">A</text></g>` +
        chip(72, 182, '#d7263d') +
        chip(172, 186, '#1e88e5')
      );
    }
    case 'crash':
      return (
        `<path d="M30,190C90,186 140,160 200,70" fill="none" stroke="#ffd54a" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M30,190C90,186 140,160 200,70L200,190Z" fill="#ffd54a" opacity=".18"/>` +
        `<g transform="translate(200 70) rotate(-35)"><path d="M-14,-8L16,0L-14,8L-8,0Z" fill="#fff"/></g>` +
        `<text x="120" y="130" font-size="34" font-weight="900" text-anchor="middle" fill="#fff">${((h % 900) / 100 + 1.2).toFixed(2)}x</text>`
      );
    case 'bingo': {
      const ball = (x: number, y: number, r: number, c: string, n: number) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x}" cy="${y}" r="${r * 0.58}" fill="#fff"/><text x="${x}" y="${y + r * 0.22}" font-size="${r * 0.62}" font-weight="900" text-anchor="middle" fill="#222">${n}</text>`;
      return (
        ball(80, 110, 30, '#e53935', (h % 75) + 1) +
        ball(150, 104, 26, '#1e88e5', ((h >>> 5) % 75) + 1) +
        ball(118, 168, 28, '#43a047', ((h >>> 9) % 75) + 1) +
        ball(180, 166, 20, '#fdd835', ((h >>> 13) % 75) + 1)
      );
    }
    default: {
      const gem = (x: number, y: number, s: number, c: string) =>
        `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-24,-10L-12,-24H12L24,-10L0,26Z" fill="${c}"/><path d="M-24,-10H24L0,26Z" fill="#000" opacity=".18"/><path d="M-12,-24L-6,-10H6L12,-24Z" fill="#fff" opacity=".45"/></g>`;
      return gem(120, 120, 2, light) + gem(64, 170, 1, '#ffd54a') + gem(178, 172, 1.1, '#ff6f91');
    }
  }
}

export function coverSvg(
  game: { platform: string; gameId: string; name: string; category: string },
  providerHue: number,
): string {
  const h = hash32(`${game.platform}/${game.gameId}`);
  const hue = (providerHue + (h % 70) - 35 + 360) % 360;
  const hue2 = (hue + 40 + ((h >>> 8) % 60)) % 360;
  const top = `hsl(${hue} 72% 42%)`;
  const bottom = `hsl(${hue2} 70% 14%)`;
  const accent = `hsl(${hue} 75% 36%)`;
  const light = `hsl(${hue2} 85% 68%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="g" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient></defs>` +
    `<rect width="240" height="320" fill="url(#b)"/>` +
    rays(120, 160, '#fff', 14, h % 25) +
    `<circle cx="120" cy="160" r="118" fill="url(#g)"/>` +
    `<g transform="translate(0 32)">${motif(game.category, h, accent, light)}</g>` +
    `<rect y="250" width="240" height="70" fill="url(#s)"/>` +
    `</svg>`
  );
}

/** A provider chip logo (wide, 160x48): the name on the provider's colour. */
export function providerLogoSvg(name: string, hue: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48">` +
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 25%)"/></linearGradient></defs>` +
    `<rect width="160" height="48" rx="10" fill="url(#p)"/>` +
    `<text x="80" y="30" font-family="system-ui,sans-serif" font-size="${name.length > 12 ? 13 : 16}" font-weight="900" text-anchor="middle" fill="#fff">${esc(name)}</text></svg>`
  );
}

/** A game banner (750x300): the cover's colours, wide, with the title and a play sign. */
export function bannerSvg(
  game: { platform: string; gameId: string; name: string; category: string },
  providerHue: number,
  providerName: string,
): string {
  const h = hash32(`${game.platform}/${game.gameId}`);
  const hue = (providerHue + (h % 70) - 35 + 360) % 360;
  const hue2 = (hue + 50) % 360;
  const accent = `hsl(${hue} 75% 36%)`;
  const light = `hsl(${hue2} 85% 68%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 40%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 12%)"/></linearGradient>` +
    `<radialGradient id="g" cx=".75" cy=".45" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="750" height="300" fill="url(#b)"/>` +
    rays(560, 140, '#fff', 18, h % 20) +
    `<rect width="750" height="300" fill="url(#g)"/>` +
    `<g transform="translate(440 10) scale(1.1)">${motif(game.category, h, accent, light)}</g>` +
    `<g font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" fill="#fff">` +
    `<text x="40" y="70" font-size="20" font-weight="700" opacity=".85">${esc(providerName)}</text>` +
    `<text x="40" y="140" font-size="${game.name.length > 16 ? 40 : 52}" font-weight="900" stroke="#000" stroke-opacity=".4" stroke-width="5" paint-order="stroke">${esc(game.name)}</text>` +
    `<circle cx="72" cy="214" r="32" fill="#ffd54a"/><path d="M62,196L90,214L62,232Z" fill="#3a2600"/></g></svg>`
  );
}

const TAB_GLYPHS: Record<string, string> = {
  lobby: 'M12 30V18l12-9 12 9v12H28v-8h-8v8Z',
  popular: 'M24 8c2 7 10 10 10 19a10 10 0 0 1-20 0c0-5 3-8 5-10 0 4 2 6 4 6-2-6 0-11 1-15Z',
  favorites: 'M24 36 11 23a7 7 0 0 1 13-8 7 7 0 0 1 13 8Z',
  recents: 'M24 10a14 14 0 1 1-14 14h4a10 10 0 1 0 10-10Zm-2 5h4v9l6 4-2 3-8-5Z',
  new: 'm24 8 4 10 10 1-8 7 3 10-9-6-9 6 3-10-8-7 10-1Z',
};

/** A 48x48 tab icon: the tab's glyph (or its initial) on a soft disc. */
export function tabIconSvg(key: string): string | undefined {
  if (!/^[a-z0-9_-]{1,32}$/.test(key)) return undefined;
  const glyph = TAB_GLYPHS[key];
  const body = glyph
    ? `<path d="${glyph}" fill="#fff"/>`
    : `<text x="24" y="31" font-family="system-ui,sans-serif" font-size="20" font-weight="900" text-anchor="middle" fill="#fff">${esc(key.slice(0, 1).toUpperCase())}</text>`;
  const hue = hash32(key) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="22" fill="hsl(${hue} 60% 40%)"/>${body}</svg>`;
}
