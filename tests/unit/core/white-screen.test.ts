import { describe, expect, it } from 'vitest';
import {
  LAYOUT_CONTAINER_SELECTORS,
  WHITE_SCREEN_REASONS,
  detectWhiteScreen,
  type WhiteScreenSnapshot,
} from '../../../core/report/white-screen';

const healthy: WhiteScreenSnapshot = {
  rootExists: true,
  rootChildCount: 4,
  errorUiPresent: false,
  textLength: 500,
  layoutContainerCount: 1,
  visibleElementCount: 40,
};

describe('detectWhiteScreen (SPEC §4, §9)', () => {
  it('knows the eight reasons of the spec', () => {
    expect(WHITE_SCREEN_REASONS).toHaveLength(8);
  });

  it('a rendered page is normal', () => {
    expect(detectWhiteScreen(healthy)).toBe('normal');
  });

  it('root missing', () => {
    expect(detectWhiteScreen({ ...healthy, rootExists: false })).toBe('root_missing');
  });

  it('root empty', () => {
    expect(detectWhiteScreen({ ...healthy, rootChildCount: 0 })).toBe('root_empty');
  });

  it('error UI present', () => {
    expect(detectWhiteScreen({ ...healthy, errorUiPresent: true })).toBe('error_ui_present');
  });

  it('needs at least 50 characters of content', () => {
    expect(detectWhiteScreen({ ...healthy, textLength: 49 })).toBe('insufficient_content');
    expect(detectWhiteScreen({ ...healthy, textLength: 50 })).toBe('normal');
  });

  it('needs a layout container (#mainContainer or the mobile sports container)', () => {
    expect(LAYOUT_CONTAINER_SELECTORS).toContain('#mainContainer');
    expect(LAYOUT_CONTAINER_SELECTORS).toHaveLength(2);
    expect(detectWhiteScreen({ ...healthy, layoutContainerCount: 0 })).toBe('layout_insufficient');
    expect(detectWhiteScreen({ ...healthy, layoutContainerCount: 2 })).toBe('normal');
  });

  it('needs at least 3 visible elements', () => {
    expect(detectWhiteScreen({ ...healthy, visibleElementCount: 2 })).toBe('insufficient_visible_elements');
    expect(detectWhiteScreen({ ...healthy, visibleElementCount: 3 })).toBe('normal');
  });

  it('reports the first failing check (root before content before layout before elements)', () => {
    const blank = {
      ...healthy,
      rootChildCount: 0,
      textLength: 0,
      layoutContainerCount: 0,
      visibleElementCount: 0,
    };
    expect(detectWhiteScreen(blank)).toBe('root_empty');
    expect(detectWhiteScreen({ ...blank, rootChildCount: 1 })).toBe('insufficient_content');
    expect(detectWhiteScreen({ ...blank, rootChildCount: 1, textLength: 80 })).toBe('layout_insufficient');
  });

  it('a snapshot that could not be taken is a detection error', () => {
    expect(detectWhiteScreen(null)).toBe('detection_error');
  });
});
