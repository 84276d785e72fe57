/**
 * Seeds one embedded database for every e2e file: start the production server once on a fresh data folder
 * (it migrates and seeds), stop it, and keep the folder for the files to copy. The folder is this run's
 * own (a temporary directory), removed at the end.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSeededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error('e2e needs the production build: run `npm run build` first (npm test does).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'e2e-seeded-'));
  const server = await startServer({ dataDir: dir });
  await server.stop();
  project.provide('e2eSeededDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
