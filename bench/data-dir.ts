import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private copy of a seeded data folder (the server locks and writes its own). */
export function copyDataDir(seeded: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  cpSync(seeded, dir, { recursive: true });
  return dir;
}
