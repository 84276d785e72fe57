#!/usr/bin/env node
/**
 * Extracts the catalogs and fills translations from JSON files, so several people (or helpers) can prepare
 * translations for their own messages apart and apply them in one quick step:
 *
 *   node scripts/i18n-apply.mjs /tmp/i18n/wallet.json [more.json ...]
 *
 * Each file maps the English source message (the msgid, exactly as in src/locales/<area>/en.po) to its
 * translations (a message used in several areas is filled in each area's catalog):
 *   { "Deposit now": { "es-MX": "Depositar ahora", "pt-BR": "Depositar agora", "ru": "...", "vi": "...",
 *     "th": "...", "zh-CN": "...", "ms": "..." } }
 * Messages not in the catalogs (typo, or the source changed) are listed so they can be fixed.
 * Run it under `flock /tmp/i18n.lock` when others may extract at the same time.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const LOCALES = ['es-MX', 'pt-BR', 'ru', 'vi', 'th', 'zh-CN', 'ms'];
const files = process.argv.slice(2);

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

const wanted = {};
for (const file of files) Object.assign(wanted, JSON.parse(readFileSync(file, 'utf8')));

const unescape = (s) => s.replace(/\\(["\\n])/g, (_, c) => (c === 'n' ? '\n' : c));
const escape = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

// One catalog per area (lingui.config.ts): src/locales/<area>/<locale>.po.
const AREAS = readdirSync('src/locales', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const seen = new Set();
for (const path of AREAS.flatMap((area) =>
  LOCALES.map((locale) => [`src/locales/${area}/${locale}.po`, locale]),
)) {
  const [file, locale] = path;
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const m = /^msgid "(.*)"$/.exec(lines[i]);
    if (!m || !lines[i + 1].startsWith('msgstr ')) continue;
    const id = unescape(m[1]);
    const text = wanted[id]?.[locale];
    if (text === undefined) continue;
    seen.add(id);
    lines[i + 1] = `msgstr "${escape(text)}"`;
  }
  writeFileSync(file, lines.join('\n'));
}
const missing = Object.keys(wanted).filter((id) => !seen.has(id));
if (missing.length)
  console.log(`Not in the catalogs (check the exact English text):\n  ${missing.join('\n  ')}`);

// What is still untranslated, so the caller sees at once whether their part is complete.
const empty = AREAS.flatMap(
  (area) => readFileSync(`src/locales/${area}/pt-BR.po`, 'utf8').match(/^msgid "(.+)"\nmsgstr ""$/gm) ?? [],
);
console.log(`Applied ${seen.size} messages; ${empty.length} messages still untranslated in pt-BR.`);
for (const entry of empty.slice(0, 50)) console.log('  ' + entry.split('\n')[0]);
