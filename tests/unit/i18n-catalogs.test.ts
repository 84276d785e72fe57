/**
 * Every string the player sees is translated into all eight languages, for real: no empty translation, and
 * no catalog that is mostly English copies. A few strings may legitimately read the same (brand names,
 * "OK", "PIX"), so a small share of identical entries is allowed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/i18n/locales';

interface Entry {
  id: string;
  str: string;
}

function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let id: string | null = null;
  let str: string | null = null;
  let field: 'id' | 'str' | null = null;
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (id !== null && str !== null && id !== '') entries.push({ id, str });
    id = str = null;
    field = null;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return entries;
}

/** One catalog per area (lingui.config.ts): every area's file of a locale, together. */
const AREAS = readdirSync('src/locales', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const catalog = (locale: string) =>
  AREAS.flatMap((area) => parsePo(readFileSync(`src/locales/${area}/${locale}.po`, 'utf8')));

describe('translation catalogs', () => {
  const source = catalog('en');

  it('the source catalog has the app strings', () => {
    expect(source.length).toBeGreaterThan(50);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} translates every string`, () => {
      const entries = catalog(locale);
      const ids = new Set(entries.map((e) => e.id));
      const missing = source.filter((e) => !ids.has(e.id)).map((e) => e.id);
      const empty = entries.filter((e) => e.str.trim() === '').map((e) => e.id);
      expect(missing).toEqual([]);
      expect(empty).toEqual([]);
    });

    it(`${locale} is not an English copy`, () => {
      const entries = catalog(locale);
      const copies = entries.filter((e) => e.str === e.id && /[a-z]{3,}/i.test(e.id));
      expect(copies.length / entries.length).toBeLessThan(0.1);
    });
  }
});
