/**
 * Seeds one embedded database for every e2e file: start the production server once on a fresh data folder
 * (it migrates and seeds), stop it, and keep the folder for the files to copy.
 */
import { existsSync, rmSync, mkdirSync } from 'node:fs';
import { startServer, SEEDED_DATA_DIR } from './support/server';

export default async function setup(): Promise<void> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error('e2e needs the production build: run `npm run build` first (npm test does).');
  }
  rmSync(SEEDED_DATA_DIR, { recursive: true, force: true });
  mkdirSync(SEEDED_DATA_DIR, { recursive: true });
  const server = await startServer({ dataDir: SEEDED_DATA_DIR });
  await server.stop();
}
