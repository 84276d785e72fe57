/**
 * Firebase Cloud Messaging, HTTP v1 API, for tokens the client got from firebase messaging. Configured per
 * brand with a service account (config.ts: FCM_SERVICE_ACCOUNT[_<BRAND>]): an OAuth 2 access token is
 * obtained with a signed JWT (RS256, the service account's key, RFC 7523) and kept until shortly before it
 * expires; each message is one POST to projects/<project>/messages:send. The message is data-only, so the
 * service worker shows it exactly like a Web Push one (sw/push.ts), with the route to open.
 *
 * Written against the documented HTTP v1 protocol rather than the firebase-admin SDK (which pulls in the
 * whole Google Cloud client stack); this server cannot reach Google, so tests point FCM_API_URL and the
 * service account's token_uri at a local fake.
 */
import { createPrivateKey, sign } from 'node:crypto';
import {
  outcomeOfStatus,
  type PushAdapter,
  type PushPayload,
  type PushTarget,
  type SendOutcome,
} from './adapter';
import { b64url } from './base64url';
import { PUSH_TTL_SECONDS, topicOf } from './webpush';

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

export interface FcmOptions {
  accountFor(brandId: string): ServiceAccount | null;
  /** Default https://fcm.googleapis.com. */
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export function serviceAccountJwt(account: ServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = b64url(Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })));
  const claims = b64url(
    Buffer.from(
      JSON.stringify({
        iss: account.client_email,
        scope: SCOPE,
        aud: account.token_uri,
        iat,
        exp: iat + 3600,
      }),
    ),
  );
  const input = `${header}.${claims}`;
  const signature = sign('sha256', Buffer.from(input), createPrivateKey(account.private_key));
  return `${input}.${b64url(signature)}`;
}

/** An FCM error answer that means the token is dead even when the HTTP status is not 404. */
function unregistered(text: string): boolean {
  return /UNREGISTERED|registration-token-not-registered/.test(text);
}

export function createFcmAdapter(options: FcmOptions): PushAdapter {
  const doFetch = options.fetch ?? fetch;
  const apiBase = (options.apiBase ?? 'https://fcm.googleapis.com').replace(/\/$/, '');
  const tokens = new Map<string, { token: string; until: number }>();

  async function accessToken(account: ServiceAccount, nowMs: number): Promise<string> {
    const cached = tokens.get(account.client_email);
    if (cached && cached.until > nowMs) return cached.token;
    const res = await doFetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountJwt(account, nowMs),
      }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`FCM OAuth token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM OAuth token: no access_token');
    const lifetime = Math.max(60, body.expires_in ?? 3600) * 1000;
    tokens.set(account.client_email, { token: body.access_token, until: nowMs + lifetime - 60_000 });
    return body.access_token;
  }

  return {
    async send(target: PushTarget, payload: PushPayload, nowMs: number): Promise<SendOutcome> {
      const account = options.accountFor(target.brandId);
      if (!account) return { kind: 'failed', error: 'FCM is not configured for this brand' };
      try {
        const bearer = await accessToken(account, nowMs);
        const res = await doFetch(
          `${apiBase}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
            body: JSON.stringify({
              message: {
                token: target.token,
                // Data only: every value a string (FCM's rule); the service worker builds the notification.
                data: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
                webpush: {
                  headers: { TTL: String(PUSH_TTL_SECONDS), Urgency: 'normal', Topic: topicOf(payload.tag) },
                },
              },
            }),
            signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          },
        );
        const text = await res.text().catch(() => '');
        if (res.status === 401) tokens.delete(account.client_email); // a revoked token: fetch a new one
        if (!res.ok && unregistered(text)) return { kind: 'gone', error: `HTTP ${res.status}: UNREGISTERED` };
        return outcomeOfStatus(res.status === 401 ? 503 : res.status, text, res.headers.get('retry-after'));
      } catch (err) {
        return { kind: 'retry', error: `network: ${(err as Error).message}` };
      }
    },
  };
}
