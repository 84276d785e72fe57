/**
 * The WAI-ARIA tabs keyboard: which tab a key moves to from tab `at` of `count` (arrows wrap, Home and End
 * jump), or -1 for a key the tab strip does not handle. Used by every tab strip (sport market groups, the
 * operator console).
 */
export function tabKeyTarget(key: string, at: number, count: number): number {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}
