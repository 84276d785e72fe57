/**
 * Rate limits of the account calls (DESIGN.md §9), per client IP and per e-mail. In memory on one node;
 * with REDIS_URL every node takes from the same buckets in Redis (cluster/shared-limits.ts). Token buckets: capacity N refilled over the window gives
 * "N per window" with bursts of N.
 */
import { DmError } from '../../core/contract/errors';
import { ApiFailure } from '../http/failure';
import type { SharedLimitStore } from '../cluster/shared-limits';
import { createTokenBucket, type TokenBucket } from '../http/rate-limit';

export interface Limit {
  capacity: number;
  windowSeconds: number;
}

export interface AccountLimitsConfig {
  loginPerEmail: Limit;
  loginPerIp: Limit;
  registerPerIp: Limit;
  codeSendPerEmailMinute: Limit;
  codeSendPerEmailHour: Limit;
  codeCheckPerEmail: Limit;
  /** Tourist, Telegram and third-party logins: per IP, as the login limit. */
  otherLoginPerIp: Limit;
  /** Redeem-code tries (issue #16): per player and per IP, so codes cannot be guessed in bulk. */
  redeemPerUser: Limit;
  redeemPerIp: Limit;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimitsConfig = {
  loginPerEmail: { capacity: 10, windowSeconds: 15 * 60 },
  loginPerIp: { capacity: 30, windowSeconds: 15 * 60 },
  registerPerIp: { capacity: 5, windowSeconds: 3600 },
  codeSendPerEmailMinute: { capacity: 1, windowSeconds: 60 },
  codeSendPerEmailHour: { capacity: 5, windowSeconds: 3600 },
  codeCheckPerEmail: { capacity: 10, windowSeconds: 10 * 60 },
  otherLoginPerIp: { capacity: 30, windowSeconds: 15 * 60 },
  redeemPerUser: { capacity: 10, windowSeconds: 10 * 60 },
  redeemPerIp: { capacity: 30, windowSeconds: 10 * 60 },
};

export type LimitName = keyof AccountLimitsConfig;

const WAIT: Record<LimitName, string> = {
  loginPerEmail: 'Too many login attempts for this account. Try again in 15 minutes.',
  loginPerIp: 'Too many login attempts from your network. Try again in 15 minutes.',
  registerPerIp: 'Too many registrations from your network. Try again in an hour.',
  codeSendPerEmailMinute: 'A code was just sent. Wait a minute before asking for another.',
  codeSendPerEmailHour: 'Too many codes asked for this e-mail. Try again in an hour.',
  codeCheckPerEmail: 'Too many code attempts. Try again in 10 minutes.',
  otherLoginPerIp: 'Too many login attempts from your network. Try again in 15 minutes.',
  redeemPerUser: 'Too many code attempts. Try again in 10 minutes.',
  redeemPerIp: 'Too many code attempts from your network. Try again in 10 minutes.',
};

export interface AccountLimiter {
  /** Takes one try from each named bucket; throws 429 RateLimited when any is empty. */
  take(...checks: [LimitName, string][]): Promise<void>;
}

export function createAccountLimiter(
  config: AccountLimitsConfig,
  now: () => number,
  store?: SharedLimitStore | null,
): AccountLimiter {
  const buckets = new Map<LimitName, TokenBucket>();
  for (const [name, limit] of Object.entries(config) as [LimitName, Limit][]) {
    buckets.set(
      name,
      createTokenBucket({
        capacity: limit.capacity,
        refillPerSecond: limit.capacity / limit.windowSeconds,
        now,
        shared: { store, name: `account:${name}` },
      }),
    );
  }
  return {
    async take(...checks) {
      for (const [name, key] of checks) {
        if (!(await buckets.get(name)!.take(key))) throw new ApiFailure(429, DmError.RateLimited, WAIT[name]);
      }
    },
  };
}
