/**
 * The app's own route table (src/app/routes.tsx: the Layout with every page) in a memory router, for dom
 * tests that open a path as a player would. `extra` renders beside the page inside the router (probes).
 */
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppRoutes } from '../../../src/app/routes';
import { settle } from './dom';

export function AppAt({ path, extra }: { path: string; extra?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      {extra}
    </MemoryRouter>
  );
}

/**
 * Lets the route table settle after a render: a path outside the first screens first loads the rest of
 * the table (src/app/more-routes.tsx, a dynamic import), then its page chunk, then may redirect.
 */
export async function routesSettled(): Promise<void> {
  await settle();
  await import('../../../src/app/more-routes');
  for (let i = 0; i < 3; i++) await settle();
}
