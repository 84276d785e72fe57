/**
 * Area rules, enforced by the server (SPEC §4 "Area check", §6 "Area restrictions are enforced by the
 * server", §8 403 -> /forbidden). The server decides the country of a request, never the client's
 * `lca_coun`:
 * - behind a trusted proxy (TRUST_PROXY=1), from its country header: CF-IPCountry (Cloudflare) or
 *   X-Country-Code (any proxy or CDN that sets it); "XX" (unknown) and "T1" (Tor) are no country, and a
 *   region-locked brand refuses them;
 * - without one, or without the header: development takes the brand's own country (the product works on
 *   localhost); production knows no country, so a region-locked brand refuses (fail closed; a production
 *   start without TRUST_PROXY is refused anyway, config/env.ts).
 * A region-locked brand serves the countries of its allow list (`area_rules`, seeded from core/brand's
 * allowedCountries, edited by the operator; `brands.region_locked`), read at most every 30 s.
 *
 * area/check and area/get answer this decision, and the calls of AREA_GATED refuse a country the brand
 * does not serve with HTTP 403 / dm_error 403 before their handler runs: logins and sign-ups, deposits and
 * withdrawals, bets and game rounds, game launches.
 */
import type { FastifyRequest } from 'fastify';
import type { EndpointName } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import type { BrandConfig } from '../../core/brand/brands';
import { allowedCountries, readBrandSettings } from '../content/store';
import type { DbOrTx } from '../db/database';
import { header } from './context';
import { ApiFailure } from './failure';

/** The calls a country the brand does not serve cannot make (403). */
export const AREA_GATED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  // Logging in, signing up (a session is how everything else starts).
  'emailLogin',
  'emailRegister',
  'emailCodeLogin',
  'visitorLogin',
  'visitorBind',
  'bindEmail',
  'passwordSet',
  'tgMiniAppLogin',
  'thirdPartLogin',
  'thirdPartyDo',
  // Money in and out.
  'payinCreate',
  'payinCodeUse',
  'payoutCreate',
  // Bets and game rounds.
  'betSinglePass',
  'betMultiple',
  'freeBetPlace',
  'inhouseDicePlay',
  'inhouseRoulettePlay',
  'inhouseSlotSpin',
  'inhouseFreeRoundSpin',
  'inhouseCrashBet',
  // Game launches (and the provider wallet token a launch uses).
  'gameLaunch',
  'gameUserToken',
  'launchPgsoft',
  'launchPp',
  'launchTada',
  'launchSpribe',
  'launchBgaming',
  'launchKa',
  'launchFc',
]);

/** The proxy headers read for the country, first found wins. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

const NO_COUNTRY = new Set(['XX', 'T1']);

export interface AreaDecision {
  /** ISO 3166 alpha-2, or '' when the server does not know it. */
  country: string;
  brandCountry: string;
  allowed: boolean;
}

export interface AreaPolicy {
  decide(request: FastifyRequest): Promise<AreaDecision>;
  /** Throws 403 / AreaForbidden when the brand does not serve the request's country. */
  require(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    area?: AreaPolicy;
  }
}

export interface AreaOptions {
  /** TRUST_PROXY: the proxy's country header is believed. */
  trustProxy: boolean;
  /** NODE_ENV=production: no country without the header (else the brand's). */
  production: boolean;
  now: () => number;
}

const RULES_TTL_MS = 30_000;

interface BrandRules {
  country: string;
  regionLocked: boolean;
  allowed: ReadonlySet<string>;
  at: number;
}

/**
 * The country a proxy's header says the request comes from; '' when the header says it does not know
 * ("XX", "T1" or anything but two letters); null when there is no header.
 */
export function proxyCountry(request: FastifyRequest): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = header(request, name)?.trim().toUpperCase();
    if (!value) continue;
    return /^[A-Z]{2}$/.test(value) && !NO_COUNTRY.has(value) ? value : '';
  }
  return null;
}

export const areaForbidden = () =>
  new ApiFailure(403, DmError.AreaForbidden, 'This service is not available in your region');

export function createAreaPolicy(db: DbOrTx, options: AreaOptions): AreaPolicy {
  const rules = new Map<string, BrandRules>();

  async function rulesOf(brand: BrandConfig): Promise<BrandRules> {
    const known = rules.get(brand.id);
    if (known && options.now() - known.at < RULES_TTL_MS) return known;
    const [settings, countries] = await Promise.all([
      readBrandSettings(db, brand),
      allowedCountries(db, brand.id),
    ]);
    const fresh = {
      country: settings.country,
      regionLocked: settings.regionLocked,
      allowed: new Set(countries),
      at: options.now(),
    };
    rules.set(brand.id, fresh);
    return fresh;
  }

  async function decide(request: FastifyRequest): Promise<AreaDecision> {
    const brand = request.ctx.brand;
    const r = await rulesOf(brand);
    const fromProxy = options.trustProxy ? proxyCountry(request) : null;
    // The proxy's word when it has one ('' for "unknown" is refused by a locked brand like any other).
    const country = fromProxy ?? (options.production ? '' : r.country);
    const allowed = !r.regionLocked || (country !== '' && r.allowed.has(country));
    return { country, brandCountry: r.country, allowed };
  }

  return {
    decide,
    async require(request) {
      if (!(await decide(request)).allowed) throw areaForbidden();
    },
  };
}
