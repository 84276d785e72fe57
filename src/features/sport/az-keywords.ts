import { useEffect, useState } from 'react';
import { endpoints } from '../../../core/contract';
import { quietApi } from '../../platform/api';

/**
 * The popular A-Z keywords (confAzKeyword), fetched once per visit and shared by /az-filter and
 * /az-filter-search. A failure shows no chips (they are a shortcut, not content) and is tried again on the
 * next visit of the page.
 */
let pending: Promise<string[]> | undefined;

function loadKeywords(): Promise<string[]> {
  pending ??= quietApi.call(endpoints.confAzKeyword, {}).then(
    (r) => r.list.filter((k) => k.trim() !== ''),
    (err: unknown) => {
      pending = undefined;
      throw err;
    },
  );
  return pending;
}

export function useAzKeywords(): string[] {
  const [keywords, setKeywords] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    loadKeywords().then(
      (list) => live && setKeywords(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return keywords;
}

/** Tests start from a clean cache. */
export function resetAzKeywords(): void {
  pending = undefined;
}
