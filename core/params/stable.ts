/**
 * A key for a set of request parameters that does not depend on the order they were written in (undefined
 * values left out). The page and the engine worker both name a topic by it (src/platform/engine-stores.ts
 * topic ids, workers/engine/snapshot.ts snapshot keys), so the two sides must compute the same string: one
 * function, here in core/, shared by both runtimes.
 */
export function stableParams(params: object): string {
  const obj = params as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort()
      .map((k) => [k, obj[k]]),
  );
}
