/**
 * White-screen detection (SPEC §4 reasons, SPEC §9 thresholds) as a pure decision over a snapshot the page
 * gathers from the DOM, so the rule is tested without a browser and the page code stays a few DOM reads.
 */
export const WHITE_SCREEN_REASONS = [
  'root_missing',
  'root_empty',
  'error_ui_present',
  'insufficient_content',
  'layout_insufficient',
  'insufficient_visible_elements',
  'normal',
  'detection_error',
] as const;
export type WhiteScreenReason = (typeof WHITE_SCREEN_REASONS)[number];

export const MIN_VISIBLE_ELEMENTS = 3;
export const MIN_CONTENT_CHARS = 50;
/** SPEC §9: the check runs 200 ms after being asked, debounced over 2 s. */
export const WHITE_SCREEN_DELAY_MS = 200;
export const WHITE_SCREEN_DEBOUNCE_MS = 2_000;
/** SPEC §9 layout containers. The page's layouts must carry these ids for the check to pass. */
export const LAYOUT_CONTAINER_SELECTORS = ['#mainContainer', '#mobileSportsContainer'] as const;

export interface WhiteScreenSnapshot {
  /** The app's root element exists. */
  rootExists: boolean;
  /** Element children under the root. */
  rootChildCount: number;
  /** The crash fallback or another error screen is showing. */
  errorUiPresent: boolean;
  /** Length of the root's trimmed visible text. */
  textLength: number;
  /** How many of LAYOUT_CONTAINER_SELECTORS are in the document. */
  layoutContainerCount: number;
  /** Elements with a non-zero box that are not hidden. */
  visibleElementCount: number;
}

/**
 * Checks in order, first failing one wins: root missing, root empty, error UI, text under 50 characters,
 * no layout container, fewer than 3 visible elements; otherwise normal. One layout container is enough:
 * the sports container only exists on sport pages, #mainContainer on the others. A null snapshot means
 * gathering it threw: 'detection_error'.
 */
export function detectWhiteScreen(snapshot: WhiteScreenSnapshot | null): WhiteScreenReason {
  if (!snapshot) return 'detection_error';
  if (!snapshot.rootExists) return 'root_missing';
  if (snapshot.rootChildCount === 0) return 'root_empty';
  if (snapshot.errorUiPresent) return 'error_ui_present';
  if (snapshot.textLength < MIN_CONTENT_CHARS) return 'insufficient_content';
  if (snapshot.layoutContainerCount < 1) return 'layout_insufficient';
  if (snapshot.visibleElementCount < MIN_VISIBLE_ELEMENTS) return 'insufficient_visible_elements';
  return 'normal';
}
