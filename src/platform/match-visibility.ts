/**
 * Which match cards of a list are on screen, fed by one IntersectionObserver per list (useVisibleMatches in
 * engine-hooks.ts). Cards carry `data-match-id`; without IntersectionObserver every card counts.
 */
export function visibilityTracker(send: (ids: number[]) => void) {
  const seen = new Set<number>();
  const elements = new Set<Element>();
  let connected = false;
  let queued = false;
  // Cards mount and scroll by dozens at a time: one message per batch of changes.
  const flush = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      send([...seen]);
    });
  };
  const idOf = (el: Element) => {
    const id = Number(el.getAttribute('data-match-id'));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          for (const e of entries) {
            const id = idOf(e.target);
            if (id === undefined) continue;
            if (e.isIntersecting) seen.add(id);
            else seen.delete(id);
          }
          flush();
        });
  const watch = (el: Element) => {
    if (observer) return observer.observe(el);
    const id = idOf(el);
    if (id !== undefined) seen.add(id);
    flush();
  };
  return {
    ref(el: Element | null): (() => void) | undefined {
      if (!el) return undefined;
      elements.add(el);
      if (connected) watch(el);
      return () => {
        elements.delete(el);
        observer?.unobserve(el);
        const id = idOf(el);
        if (id !== undefined && seen.delete(id)) flush();
      };
    },
    connect(): void {
      connected = true;
      for (const el of elements) watch(el);
    },
    disconnect(): void {
      connected = false;
      observer?.disconnect();
      seen.clear();
      flush();
    },
  };
}
