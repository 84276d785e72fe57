import { useEffect, useState } from 'react';
import { ApiError } from '../../../core/api/types';

export type Fetched<T> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; retry(): void }
  | { state: 'ready'; data: T };

/** One read for a page: loading, ready, missing (the server says there is no such item) or error with retry. */
export function useFetch<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Fetched<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Fetched<T>>({ state: 'loading' });
  useEffect(() => {
    if (!load) return setState({ state: 'missing' });
    let live = true;
    setState({ state: 'loading' });
    load()
      .then((data) => live && setState({ state: 'ready', data }))
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.info.kind === 'business') setState({ state: 'missing' });
        else setState({ state: 'error', retry: () => setAttempt((a) => a + 1) });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [...deps, attempt]);
  return state;
}
