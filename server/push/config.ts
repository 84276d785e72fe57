/**
 * Push settings from the environment (server/README.md lists them):
 * - VAPID keys per brand (`VAPID_PUBLIC_KEY_<BRAND>` / `VAPID_PRIVATE_KEY_<BRAND>`, or one pair for all
 *   brands without the suffix); without them a pair is generated once per brand and kept in the database
 *   (vapid-keys.ts), so Web Push works out of the box. `VAPID_SUBJECT` (default mailto:<support e-mail>).
 * - FCM per brand: `FCM_SERVICE_ACCOUNT[_<BRAND>]` (the service account JSON, or a path to it) for the
 *   sender, `FCM_WEB_CONFIG[_<BRAND>]` (JSON: apiKey, projectId, messagingSenderId, appId, vapidKey) for the
 *   client; `FCM_API_URL` overrides https://fcm.googleapis.com (tests). Without them FCM is off and clients
 *   use Web Push.
 * - `PUSH_ENDPOINT_HOSTS`: push service hosts accepted besides the known ones (host or host:port); plain
 *   http is accepted only for these, and never with NODE_ENV=production.
 * - `PUSH_JOB=off` stops this node's sender (another node sends).
 */
import { readFileSync } from 'node:fs';
import type { ServiceAccount } from './fcm';

export interface FcmWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

export interface PushConfig {
  vapidSubject: string | undefined;
  vapidKeysFromEnv(brandId: string): { publicKey: string; privateKey: string } | null;
  fcmAccount(brandId: string): ServiceAccount | null;
  fcmWeb(brandId: string): FcmWebConfig | null;
  fcmApiUrl: string | undefined;
  /** Extra push service hosts (tests, a self-hosted push service). */
  extraHosts: readonly string[];
  allowHttp: boolean;
  jobEnabled: boolean;
}

/** Push services browsers subscribe with (Chrome/Edge via FCM, Firefox autopush, Windows WNS, Apple). */
export const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
];

function perBrand(env: NodeJS.ProcessEnv, name: string, brandId: string): string | undefined {
  return env[`${name}_${brandId.toUpperCase()}`] || env[name] || undefined;
}

function jsonOrFile(raw: string): unknown {
  const text = raw.trim().startsWith('{') ? raw : readFileSync(raw, 'utf8');
  return JSON.parse(text);
}

export function loadPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const production = env.NODE_ENV === 'production';
  const accounts = new Map<string, ServiceAccount | null>();
  return {
    vapidSubject: env.VAPID_SUBJECT || undefined,
    vapidKeysFromEnv(brandId) {
      const publicKey = perBrand(env, 'VAPID_PUBLIC_KEY', brandId);
      const privateKey = perBrand(env, 'VAPID_PRIVATE_KEY', brandId);
      return publicKey && privateKey ? { publicKey, privateKey } : null;
    },
    fcmAccount(brandId) {
      if (!accounts.has(brandId)) {
        const raw = perBrand(env, 'FCM_SERVICE_ACCOUNT', brandId);
        const parsed = raw ? (jsonOrFile(raw) as Partial<ServiceAccount>) : null;
        accounts.set(
          brandId,
          parsed?.project_id && parsed.client_email && parsed.private_key
            ? {
                project_id: parsed.project_id,
                client_email: parsed.client_email,
                private_key: parsed.private_key,
                token_uri: env.FCM_TOKEN_URL || parsed.token_uri || 'https://oauth2.googleapis.com/token',
              }
            : null,
        );
      }
      return accounts.get(brandId) ?? null;
    },
    fcmWeb(brandId) {
      const raw = perBrand(env, 'FCM_WEB_CONFIG', brandId);
      if (!raw) return null;
      const c = jsonOrFile(raw) as Partial<FcmWebConfig>;
      return c.apiKey && c.projectId && c.messagingSenderId && c.appId && c.vapidKey
        ? (c as FcmWebConfig)
        : null;
    },
    fcmApiUrl: env.FCM_API_URL || undefined,
    extraHosts: (env.PUSH_ENDPOINT_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    allowHttp: !production,
    jobEnabled: env.PUSH_JOB !== 'off',
  };
}

/** Defaults for tests and a server started without push settings. */
export const defaultPushConfig = (): PushConfig => loadPushConfig({});

/**
 * Whether the server may POST to this Web Push endpoint: https on a known push service, or (not in
 * production) http/https on a host listed in PUSH_ENDPOINT_HOSTS. Anything else would let a client make the
 * server call an address of its choosing (SSRF).
 */
export function endpointAllowed(endpoint: string, config: PushConfig): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const extra = config.extraHosts.includes(url.host.toLowerCase());
  if (url.protocol === 'https:')
    return extra || (url.port === '' && KNOWN_PUSH_HOSTS.some((re) => re.test(url.hostname)));
  return url.protocol === 'http:' && extra && config.allowHttp;
}
