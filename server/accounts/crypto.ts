/**
 * Small crypto helpers: random tokens, SHA-256 digests and the memory-hard password hash.
 *
 * scrypt with N=2^15, r=8, p=1 needs 32 MiB per hash (128·N·r), so guessing on GPUs is expensive; the
 * async form runs on libuv's pool and keeps the event loop free.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe: the session cookie value and other bearer secrets. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const options = (N: number, r: number, p: number): ScryptOptions => ({
  N,
  r,
  p,
  // Node's default cap (32 MiB) is exactly what N=2^15,r=8 needs plus overhead, which it refuses.
  maxmem: 256 * N * r,
});

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, options(SCRYPT.N, SCRYPT.r, SCRYPT.p));
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Constant-time comparison of the derived key. A malformed stored hash verifies nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    options(Number(n), Number(r), Number(p)),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Verified against when the e-mail has no account (or no password), so a wrong e-mail costs the same time
 * as a wrong password and the answer time does not tell whether the e-mail exists.
 */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(randomToken());
  await verifyPassword(password, await dummy);
}
