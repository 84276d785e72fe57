/**
 * The sport lists' date labels on the page: asked of the engine worker in one batch per locale and style
 * (core/sport/date-labels.ts: the page builds no Intl.DateTimeFormat while the sport home loads), kept for
 * the page's life, read by the components that show them. Until a label arrives a card shows its start as
 * HH:MM (no Intl) and a day section its name once known; a worker call that fails leaves that fallback in
 * place, and the label is asked again when a card or section showing it mounts again.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { DateStyle } from '../../../core/sport/date-labels';
import { formatDates } from '../../platform/engine-bridge';

const labels = new Map<string, string>();
const asked = new Set<string>();
const queue = new Map<string, { locale: string; style: DateStyle; times: Set<number> }>();
const listeners = new Set<() => void>();
let flushing = false;

const keyOf = (at: number, locale: string, style: DateStyle) => `${locale}|${style}|${at}`;

function request(at: number, locale: string, style: DateStyle): void {
  const key = keyOf(at, locale, style);
  if (labels.has(key) || asked.has(key)) return;
  asked.add(key);
  const group = `${locale}|${style}`;
  const batch = queue.get(group) ?? { locale, style, times: new Set<number>() };
  batch.times.add(at);
  queue.set(group, batch);
  if (!flushing) {
    flushing = true;
    // One call per locale and style for every card of a render: the effects of one commit run together.
    queueMicrotask(flush);
  }
}

function flush(): void {
  flushing = false;
  const batches = [...queue.values()];
  queue.clear();
  for (const { locale, style, times } of batches) {
    const list = [...times];
    formatDates(locale, style, list).then(
      (out) => {
        if (!Array.isArray(out)) return; // Not an answer (a worker that does not know the call): HH:MM stays.
        list.forEach((at, i) => {
          const label = out[i];
          if (label !== undefined) labels.set(keyOf(at, locale, style), label);
        });
        for (const l of listeners) l();
      },
      () => {
        for (const at of list) asked.delete(keyOf(at, locale, style));
      },
    );
  }
}

/**
 * What a card shows for its start until the worker's label arrives: the local time as HH:MM, made without
 * Intl (digits and a colon read the same in every language the app ships).
 */
export function plainTime(at: number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The label of `at` in `style` for `locale`; '' (day) or HH:MM (start) until the worker has made it, and ''
 * for no time (`null`: a caller whose hook runs on every render but needs a label only sometimes).
 */
export function useDateLabel(at: number | null, locale: string, style: DateStyle): string {
  const key = at === null ? '' : keyOf(at, locale, style);
  const read = () => labels.get(key);
  const label = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (at !== null && label === undefined) request(at, locale, style);
  }, [label, at, locale, style]);
  if (at === null) return '';
  return label ?? (style === 'start' ? plainTime(at) : '');
}
