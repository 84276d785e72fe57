/** Account and session settings from the environment (server/README.md lists them). */

export interface AccountsConfig {
  /** A session unused this long is over. */
  sessionIdleMinutes: number;
  /** No session lives longer than this, renewals included. */
  sessionMaxDays: number;
  /** Force the Secure cookie flag even on plain http (behind a TLS-terminating proxy without TRUST_PROXY). */
  cookieSecure: boolean;
  /** Telegram bot token for mini-app login; without it Telegram login answers TelegramUnavailable. */
  telegramBotToken: string | undefined;
  /** Google OAuth client id (the `aud` of its ID tokens); without it Google login is unavailable. */
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** SMTP URL for nodemailer (smtp://user:pass@host:587); without it codes stay in the outbox and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The /dev/outbox page (off in production). */
  devOutbox: boolean;
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

export function loadAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  return {
    sessionIdleMinutes: positive('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 1440),
    sessionMaxDays: positive('SESSION_MAX_DAYS', env.SESSION_MAX_DAYS, 30),
    // Production is https (behind its proxy): the session cookie is Secure there whatever COOKIE_SECURE says.
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true' || env.NODE_ENV === 'production',
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL || GOOGLE_JWKS_URL,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    devOutbox: env.NODE_ENV !== 'production',
  };
}

/** Defaults for tests and for callers that pass nothing: no providers, dev outbox on. */
export const defaultAccountsConfig = (): AccountsConfig => loadAccountsConfig({});
