/**
 * Which logo the HTML shell shows for a document request (http/shell.ts): the brand's `conf/logo` content,
 * the same answer the app gets later, for the brand the request resolves to (host, app_key, cv, channel).
 * Remembered per brand for a short while: every page load asks, and operators change logos rarely.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { brandOf, sanitizeQuery } from '../http/context';
import type { ShellLogo } from '../http/shell';
import { readContent } from './store';

const KEEP_MS = 30_000;

export function shellLogoSource(db: Db, now: () => number) {
  const remembered = new Map<string, { at: number; logo: ShellLogo | undefined }>();
  return async (request: FastifyRequest): Promise<ShellLogo | undefined> => {
    let brand;
    try {
      brand = brandOf(request, sanitizeQuery(request)).brand;
    } catch {
      return undefined; // an unknown app key: the app reports it; the shell stays plain
    }
    const hit = remembered.get(brand.id);
    if (hit && now() - hit.at < KEEP_MS) return hit.logo;
    const { logo_url } = await readContent(db, brand, 'logo', undefined);
    const logo = logo_url ? { brandId: brand.id, url: logo_url } : undefined;
    remembered.set(brand.id, { at: now(), logo });
    return logo;
  };
}
