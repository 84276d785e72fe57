/**
 * One adapter per external provider family (pgsoft, pp, tada, spribe, bgaming, ka, fc). An adapter knows
 * how to launch a game (the URL the game room shows in an iframe) and how the provider's seamless-wallet
 * callbacks are authenticated.
 *
 * The providers' real APIs cannot be reached from here, so every family speaks the same signed JSON
 * protocol against the local fake provider (fake-provider.ts): `X-Timestamp` (epoch ms) and
 * `X-Signature` = hex HMAC-SHA256(secret, `${timestamp}.${raw body}`), checked in constant time within 5
 * minutes. A real integration replaces `launchUrl` (the provider's session API) and, where its wire format
 * differs, the callback parsing in routes/games.ts; the wallet (wallet.ts) stays as it is.
 *
 * Secrets: `GAME_PROVIDER_SECRET_<PLATFORM>` (e.g. GAME_PROVIDER_SECRET_PGSOFT). Outside production a
 * missing secret falls back to a fixed development secret; in production the provider is switched off
 * (launch answers 5001, callbacks 401) until its secret is set.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EXTERNAL_PLATFORMS } from '../catalogue/data';

export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export interface LaunchInput {
  platform: string;
  gameId: string;
  token: string;
  currency: string;
  lang: string;
}

export interface ProviderAdapter {
  platform: string;
  /** null: the provider is switched off (no secret in production). */
  secret: string | null;
  launchUrl(input: LaunchInput): string;
}

export function sign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Whether a callback carries a valid, fresh signature of its exact body. */
export function verifySignature(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  body: string,
  now: number,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    return false;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

function secretFor(platform: string, env: NodeJS.ProcessEnv): string | null {
  const configured = env[`GAME_PROVIDER_SECRET_${platform.toUpperCase()}`];
  if (configured) return configured;
  return env.NODE_ENV === 'production' ? null : `dev-only-secret-${platform}`;
}

/** The launch URL of the local fake provider: its play page, given the wallet token. */
function fakeLaunch(input: LaunchInput): string {
  const q = new URLSearchParams({
    game_id: input.gameId,
    token: input.token,
    currency: input.currency,
    lang: input.lang,
  });
  return `/fake-provider/${input.platform}/play?${q.toString()}`;
}

export function createAdapters(env: NodeJS.ProcessEnv = process.env): Map<string, ProviderAdapter> {
  return new Map(
    EXTERNAL_PLATFORMS.map((platform) => [
      platform,
      { platform, secret: secretFor(platform, env), launchUrl: fakeLaunch },
    ]),
  );
}
