import { useEffect, type RefObject } from 'react';

/**
 * The matched text of a search result, marked: case and accents do not count ("gremio" marks "Grêmio"),
 * as the server's search does not count them either.
 */
const fold = (ch: string) => ch.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Pure: the [start, end) ranges of `text` where `keyword` occurs, folded; none for an empty keyword. */
export function matchRanges(text: string, keyword: string): [number, number][] {
  const key = [...keyword.trim()].map(fold).join('');
  if (!key) return [];
  // The folded text, and for each of its characters the index in `text` it came from.
  let folded = '';
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = fold(ch);
    for (let j = 0; j < f.length; j++) from.push(i);
    folded += f;
    i += ch.length;
  }
  from.push(text.length);
  const out: [number, number][] = [];
  let at = folded.indexOf(key);
  while (at >= 0) {
    const end = at + key.length;
    out.push([from[at]!, end < from.length - 1 ? from[end]! : text.length]);
    at = folded.indexOf(key, end);
  }
  return out;
}

/** `text` with each match of `keyword` in a <mark>. */
export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const ranges = matchRanges(text, keyword);
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const [start, end] of ranges) {
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <mark key={start} className="search-mark">
        {text.slice(start, end)}
      </mark>,
    );
    last = end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The name of the CSS highlight (::highlight(search-match) in sport-pages.css). */
const HIGHLIGHT = 'search-match';

interface HighlightRegistry {
  set(name: string, value: unknown): void;
  delete(name: string): void;
}
type HighlightCtor = new (...ranges: Range[]) => unknown;

/**
 * Marks the keyword in the team names of the match cards under `root` with the CSS Custom Highlight API:
 * the cards are the sportsbook's shared, tuned component, so their text is marked without changing their
 * markup. Browsers without the API show the cards unmarked.
 */
export function useCardHighlight(root: RefObject<HTMLElement | null>, keyword: string, version: unknown) {
  useEffect(() => {
    const registry = (globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined)
      ?.highlights;
    const Ctor = (globalThis as unknown as { Highlight?: HighlightCtor }).Highlight;
    const el = root.current;
    if (!registry || !Ctor || !el) return;
    const ranges: Range[] = [];
    for (const name of el.querySelectorAll('.match-team-name')) {
      const node = name.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) continue;
      for (const [start, end] of matchRanges(node.textContent ?? '', keyword)) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        ranges.push(range);
      }
    }
    registry.set(HIGHLIGHT, new Ctor(...ranges));
    return () => registry.delete(HIGHLIGHT);
  }, [root, keyword, version]);
}
