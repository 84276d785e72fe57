/**
 * <Navigate to>: a redirect. Renders nothing and navigates in an effect (after the page committed), like
 * react-router's. A relative `to` resolves against the enclosing route: `<Navigate to="game" replace />`
 * as the index of the `home` group goes to /home/game.
 */
import { useEffect } from 'react';
import { useNavigate, useResolvedPath } from './hooks';
import type { Path, To } from './path';

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  const target = JSON.stringify(useResolvedPath(to));
  useEffect(() => {
    navigate(JSON.parse(target) as Path, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
