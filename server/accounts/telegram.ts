/**
 * Telegram mini-app init data (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * hash = HMAC_SHA256(data_check_string, HMAC_SHA256("WebAppData", bot_token)), where data_check_string is
 * every field but `hash`, sorted by key, as `key=value` lines. auth_date must be within 24 hours.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TELEGRAM_MAX_AGE_MS = 24 * 3_600_000;
/** A phone clock a little ahead of ours is not an attack. */
const FUTURE_LEEWAY_MS = 5 * 60_000;

export interface TelegramUser {
  id: string;
  name: string;
}

export interface VerifiedInitData {
  user: TelegramUser;
  hash: string;
  authDateMs: number;
}

export class InvalidInitData extends Error {
  override name = 'InvalidInitData';
}

export const telegramHash = (dataCheckString: string, botToken: string) => {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString).digest('hex');
};

export function dataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

export function verifyInitData(initData: string, botToken: string, now: number): VerifiedInitData {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash') ?? '';
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new InvalidInitData('no hash');
  const expected = Buffer.from(telegramHash(dataCheckString(params), botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) throw new InvalidInitData('bad hash');
  const authDateMs = Number(params.get('auth_date')) * 1000;
  if (!Number.isFinite(authDateMs) || authDateMs <= 0) throw new InvalidInitData('no auth_date');
  if (now - authDateMs > TELEGRAM_MAX_AGE_MS || authDateMs - now > FUTURE_LEEWAY_MS) {
    throw new InvalidInitData('expired');
  }
  let raw: { id?: unknown; first_name?: unknown; last_name?: unknown; username?: unknown };
  try {
    raw = JSON.parse(params.get('user') ?? 'null') as typeof raw;
  } catch {
    throw new InvalidInitData('bad user');
  }
  if (!raw || (typeof raw.id !== 'number' && typeof raw.id !== 'string'))
    throw new InvalidInitData('no user');
  const name = [raw.first_name, raw.last_name].filter((p) => typeof p === 'string' && p).join(' ');
  return {
    user: {
      id: String(raw.id),
      name: (name || (typeof raw.username === 'string' ? raw.username : '') || 'Telegram player').slice(
        0,
        32,
      ),
    },
    hash,
    authDateMs,
  };
}
