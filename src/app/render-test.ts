/**
 * /error?type=render-test throws while rendering, so the production build's crash fallback can be checked
 * end to end (tests/e2e, and by an operator after a deploy). No link in the app carries that type, so a
 * player cannot reach it by accident. The check runs in the route element itself, in the main chunk: it
 * throws on the first render, before anything (a lazy chunk, the global status redirect) can intervene.
 */
export const RENDER_TEST_TYPE = 'render-test';

export class RenderTestError extends Error {
  constructor() {
    super('Render test: crash fallback requested by /error?type=render-test');
    this.name = 'RenderTestError';
  }
}
