/**
 * src/app/route-elements.tsx lazyPage: a page whose chunk has loaded renders in the first pass (no skeleton,
 * no Suspense step); one whose chunk has not shows the skeleton, then the page.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, page, trackedLoader } from '../../../src/app/route-elements';
import { cleanup, render } from './dom';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazy pages', () => {
  it('renders a page whose chunk has loaded at once, with its props', async () => {
    const load = trackedLoader(async () => ({ default: Greeting }));
    const Page = lazyPage(load);
    await load();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    // Synchronously, inside one act: no await for a chunk, so no Suspense fallback ever commits.
    act(() => root.render(page(() => <Page name="Ana" />)));
    expect(container.textContent).toBe('Hello Ana');
    act(() => root.unmount());
    container.remove();
  });

  it('shows the skeleton while the chunk loads, then the page', async () => {
    let resolve: (m: { default: typeof Greeting }) => void = () => {};
    const load = trackedLoader(() => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)));
    const Page = lazyPage(load);
    const { container } = await render(page(() => <Page name="Bia" />));
    expect(container.textContent).not.toContain('Hello');
    await act(async () => resolve({ default: Greeting }));
    expect(container.textContent).toBe('Hello Bia');
  });
});
