/**
 * The app's own route table (src/app/routes.tsx: the Layout with every page) in a memory router, for dom
 * tests that open a path as a player would. `extra` renders beside the page inside the router (probes).
 */
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppRoutes } from '../../../src/app/routes';

export function AppAt({ path, extra }: { path: string; extra?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      {extra}
    </MemoryRouter>
  );
}
