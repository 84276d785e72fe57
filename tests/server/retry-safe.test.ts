/**
 * The reads a proxy may repeat (core/contract/retry-safe.ts) are exactly the calls the engine polls, and
 * deploy/nginx carries them: a poll added to the engine without a thought about retries fails here, and so
 * does an nginx file that drifted from the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETRY_SAFE_READS, retrySafeLocationRegex } from '../../core/contract/retry-safe';
import { endpoints } from '../../core/contract/endpoints';

const root = join(__dirname, '../..');

/** Every endpoint the engine reads: `endpoints.x`, `agentEndpoints.x`, and names imported from endpoints-*. */
function engineCalls(): string[] {
  const dir = join(root, 'workers/engine');
  const names = new Set<string>();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(join(dir, f), 'utf8');
    for (const m of src.matchAll(/[eE]ndpoints\.([A-Za-z0-9]+)/g)) names.add(m[1]!);
    for (const m of src.matchAll(/import \{([^}]*)\} from '[./]*core\/contract\/endpoints[-\w]*'/g))
      for (const n of m[1]!.split(',')) names.add(n.replace(/^\s*type\s+/, '').trim());
  }
  return [...names].filter((n) => n in endpoints).sort();
}

describe('retry-safe reads', () => {
  it('are the calls the engine polls, each a real endpoint', () => {
    expect([...RETRY_SAFE_READS].sort()).toEqual(engineCalls());
    for (const n of RETRY_SAFE_READS) expect(endpoints[n]?.path, n).toMatch(/^\/api\//);
  });

  it('the regex matches each path and nothing that writes', () => {
    const re = new RegExp(retrySafeLocationRegex());
    for (const n of RETRY_SAFE_READS) expect(re.test(endpoints[n].path), n).toBe(true);
    for (const n of ['betSinglePass', 'betMultiple', 'payoutCreate', 'emailLogin', 'payinCreate'] as const)
      expect(re.test(endpoints[n].path), n).toBe(false);
    expect(re.test('/api/piranha/v1/match/odds/latest/x')).toBe(false);
  });

  it('deploy/nginx carries the same location', () => {
    const conf = readFileSync(join(root, 'deploy/nginx/placar-api.conf'), 'utf8');
    expect(conf).toContain(`location ~ ${retrySafeLocationRegex()} {`);
    const block = conf.slice(conf.indexOf(`location ~ ${retrySafeLocationRegex()}`));
    expect(block.slice(0, block.indexOf('}'))).toMatch(/proxy_next_upstream [^;]*non_idempotent;/);
    // Only that block may repeat POSTs.
    expect(conf.match(/ non_idempotent;/g)).toHaveLength(1);
  });
});
