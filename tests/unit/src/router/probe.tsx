/** A component that exposes the router to a test: the current location and a navigate function. */
import { act } from 'react';
import {
  useLocation,
  useNavigate,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type SetSearchParams,
} from '../../../../src/platform/router';

export interface Probed {
  location: Location;
  /** Every location object the probe rendered with, in order (identity checks). */
  seen: Location[];
  navigate: NavigateFunction;
  query: URLSearchParams;
  setQuery: SetSearchParams;
}

export function probe(): { current: Probed; Probe: () => null } {
  const ref = { current: { seen: [] as Location[] } as unknown as Probed };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    const [query, setQuery] = useSearchParams();
    ref.current.location = location;
    if (ref.current.seen.at(-1) !== location) ref.current.seen.push(location);
    ref.current.navigate = navigate;
    ref.current.query = query;
    ref.current.setQuery = setQuery;
    return null;
  }
  return { current: ref.current, Probe };
}

export const here = (location: Location) => location.pathname + location.search + location.hash;

/** Runs a navigation (or anything that re-renders) inside act(). */
export async function run(fn: () => void): Promise<void> {
  await act(async () => {
    fn();
  });
}
