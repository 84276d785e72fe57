/**
 * Brand artwork painted on the server from the brand's colours and initials (no image files to download or
 * keep in step with ten brands): the manifest icons (192 and 512, "any" and "maskable"), the iOS web clip
 * icon (180), iOS startup images and the manifest's screenshots. PNG, cached in memory per (brand, kind).
 */
import type { Palette } from '../brand/palette';
import { encodePng } from './png';
import { GLYPH_H, GLYPH_W, glyph, textCells } from './font';

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** The initials painted on a brand's icon: its capitals ("PlacarBet" -> "PB"), else its first two letters. */
export function brandInitials(name: string): string {
  const caps = name.replace(/[^A-Z0-9]/g, '');
  const base = caps.length >= 2 ? caps : name.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return base.slice(0, 2) || 'A';
}

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 4);
  }

  /** Paints every pixel with `color` (a background). */
  clear(color: Rgb): void {
    for (let i = 0; i < this.px.length; i += 4) {
      this.px[i] = color[0];
      this.px[i + 1] = color[1];
      this.px[i + 2] = color[2];
      this.px[i + 3] = 255;
    }
  }

  /** Blends `color` over pixel (x, y) with coverage `a` (0..1). */
  blend(x: number, y: number, color: Rgb, a: number): void {
    if (a <= 0 || x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 4;
    if (a >= 1) {
      this.px[i] = color[0];
      this.px[i + 1] = color[1];
      this.px[i + 2] = color[2];
      this.px[i + 3] = 255;
      return;
    }
    const da = this.px[i + 3]! / 255;
    const oa = a + da * (1 - a);
    for (let c = 0; c < 3; c++) {
      const v = oa === 0 ? 0 : (color[c]! * a + this.px[i + c]! * da * (1 - a)) / oa;
      this.px[i + c] = Math.round(v);
    }
    this.px[i + 3] = Math.round(oa * 255);
  }

  /**
   * Paints the shape `inside` (in pixel coordinates) in the box x0..x1, y0..y1, 4x4 samples per pixel, with
   * the colour of `paint` at each pixel's centre.
   */
  fill(
    box: [number, number, number, number],
    inside: (x: number, y: number) => boolean,
    paint: (x: number, y: number) => Rgb,
    /** Whether the whole pixel at (x, y) is inside: painted without sampling (most of a large shape). */
    solid: (x: number, y: number) => boolean = () => false,
  ): void {
    const [x0, y0, x1, y1] = box;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.h, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.w, Math.ceil(x1)); x++) {
        if (solid(x, y)) {
          this.blend(x, y, paint(x + 0.5, y + 0.5), 1);
          continue;
        }
        let hits = 0;
        for (let sy = 0; sy < 4; sy++)
          for (let sx = 0; sx < 4; sx++) if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits++;
        if (hits) this.blend(x, y, paint(x + 0.5, y + 0.5), hits / 16);
      }
    }
  }

  roundRect(
    x: number,
    y: number,
    w: number,
    h: number,
    r: number,
    paint: (x: number, y: number) => Rgb,
  ): void {
    const inside = (px: number, py: number) => {
      if (px < x || py < y || px > x + w || py > y + h) return false;
      const cx = Math.min(Math.max(px, x + r), x + w - r);
      const cy = Math.min(Math.max(py, y + r), y + h - r);
      return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
    };
    const solid = (px: number, py: number) =>
      (px >= x && px + 1 <= x + w && py >= y + r && py + 1 <= y + h - r) ||
      (px >= x + r && px + 1 <= x + w - r && py >= y && py + 1 <= y + h);
    this.fill([x, y, x + w, y + h], inside, paint, solid);
  }

  /** Block text centred on (cx, cy), `cell` pixels per font cell. */
  text(text: string, cx: number, cy: number, cell: number, color: Rgb): void {
    const width = textCells(text) * cell;
    const left = cx - width / 2;
    const top = cy - (GLYPH_H * cell) / 2;
    [...text].forEach((ch, i) => {
      const rows = glyph(ch);
      const gx = left + i * (GLYPH_W + 1) * cell;
      rows.forEach((row, ry) =>
        row.forEach((on, rx) => {
          if (!on) return;
          // Square cells overlapping by a hair, so neighbours join into solid strokes.
          this.roundRect(gx + rx * cell - 0.3, top + ry * cell - 0.3, cell + 0.6, cell + 0.6, 0, () => color);
        }),
      );
    });
  }

  png(): Buffer {
    return encodePng(this.w, this.h, this.px);
  }
}

export type IconKind = 'any' | 'maskable' | 'apple';

/** The brand's gradient: primary at the top left, a touch of the accent at the bottom right. */
function gradient(p: Palette, w: number, h: number) {
  const from = rgb(p.primary);
  const to = mix(rgb(p.primary), rgb(p.accent), 0.35);
  return (x: number, y: number) => mix(from, to, Math.min(1, (x / w + y / h) / 2));
}

function paintIcon(
  c: Canvas,
  p: Palette,
  initials: string,
  x: number,
  y: number,
  size: number,
  kind: IconKind,
) {
  const paint = gradient(p, size, size);
  const at = (px: number, py: number) => paint(px - x, py - y);
  // "any": the icon's own rounded square; maskable and apple: full bleed (the platform cuts the shape).
  c.roundRect(x, y, size, size, kind === 'any' ? size * 0.22 : 0, at);
  // Maskable: the letters stay inside the 80% safe circle.
  const textWidth = kind === 'maskable' ? 0.46 : 0.6;
  const cell = (size * textWidth) / Math.max(textCells(initials), GLYPH_H);
  c.text(initials, x + size / 2, y + size / 2, cell, rgb(p.onPrimary));
}

export function iconPng(p: Palette, initials: string, size: number, kind: IconKind): Buffer {
  const c = new Canvas(size, size);
  paintIcon(c, p, initials, 0, 0, size, kind);
  return c.png();
}

/** The iOS launch screen: the brand's background, its icon and its name. */
export function startupPng(p: Palette, name: string, initials: string, w: number, h: number): Buffer {
  const c = new Canvas(w, h);
  c.clear(rgb(p.background));
  const size = Math.round(Math.min(w, h) * 0.28);
  const top = Math.round(h / 2 - size * 0.75);
  paintIcon(c, p, initials, Math.round((w - size) / 2), top, size, 'any');
  const label = name.toUpperCase().replace(/[^A-Z0-9 ]/g, '');
  const cell = Math.max(2, Math.floor(Math.min(size / 12, (w * 0.8) / Math.max(1, textCells(label)))));
  c.text(label, w / 2, top + size + cell * 8, cell, rgb('#ffffff'));
  return c.png();
}

/** A manifest screenshot (narrow, phone): header, a banner and a list of rows in the brand's colours. */
export function screenshotPng(p: Palette, name: string, initials: string, w: number, h: number): Buffer {
  const c = new Canvas(w, h);
  const bg = rgb(p.background);
  const surface = mix(bg, rgb('#ffffff'), 0.08);
  c.clear(bg);
  const header = Math.round(h * 0.07);
  c.roundRect(0, 0, w, header, 0, () => mix(bg, rgb(p.primary), 0.25));
  paintIcon(c, p, initials, 16, Math.round(header * 0.15), Math.round(header * 0.7), 'any');
  const label = name.toUpperCase().replace(/[^A-Z0-9 ]/g, '');
  c.text(label, 16 + header + (textCells(label) * 3) / 2, header / 2, 3, rgb('#ffffff'));
  const pad = 16;
  const bannerH = Math.round(h * 0.2);
  c.roundRect(pad, header + pad, w - pad * 2, bannerH, 14, gradient(p, w, header + bannerH));
  const rowH = Math.round(h * 0.085);
  for (let i = 0, y = header + pad * 2 + bannerH; y + rowH < h - pad; i++, y += rowH + 10) {
    c.roundRect(pad, y, w - pad * 2, rowH, 10, () => surface);
    for (let k = 0; k < 3; k++) {
      const bw = (w - pad * 2 - 40) / 3;
      c.roundRect(pad + 10 + k * (bw + 10), y + rowH * 0.55, bw, rowH * 0.32, 6, () =>
        mix(surface, rgb(p.accent), k === i % 3 ? 0.5 : 0.12),
      );
    }
    c.roundRect(pad + 10, y + rowH * 0.15, (w - pad * 2) * 0.55, rowH * 0.22, 5, () =>
      mix(surface, rgb('#ffffff'), 0.25),
    );
  }
  return c.png();
}
