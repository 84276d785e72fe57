/**
 * Every rate limit of the server is shared between the nodes of a cluster (REDIS_URL, issue #22): a bucket
 * made without a shared store would give each node the full rate. Read from the source, so a new limit
 * added without `shared` fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

describe('rate limits', () => {
  it('every token bucket names a shared store', () => {
    const unshared: string[] = [];
    let seen = 0;
    for (const file of sources(join(root, 'server'))) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/createTokenBucket\(\{([^}]|\{[^}]*\})*\}\)/g)) {
        seen++;
        if (!/shared:/.test(m[0])) unshared.push(`${relative(root, file)}: ${m[0].slice(0, 60)}`);
      }
    }
    expect(seen).toBeGreaterThan(10);
    expect(unshared).toEqual([]);
  });
});
