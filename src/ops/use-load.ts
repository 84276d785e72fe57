/** Loads on mount and on `reload()`, with loading and error state (the console reads on demand, no polling). */
import { useCallback, useEffect, useState } from 'react';
import { useErrorText } from './errors';

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const errorText = useErrorText();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [tick, setTick] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError('');
    run().then(
      (d) => live && (setData(d), setLoading(false)),
      (err: unknown) => live && (setError(errorText(err)), setLoading(false)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, tick]);
  return { data, setData, loading, error, reload: () => setTick((n) => n + 1) };
}
