/**
 * Web Push message encryption (RFC 8291, `aes128gcm` content coding of RFC 8188) and VAPID (RFC 8292),
 * with node:crypto only. A push service sees only ciphertext; the browser decrypts with the subscription's
 * private key. Pure functions of their inputs (plus randomness), tested against a decryption written the
 * way a browser does it (tests/server/push-crypto.test.ts).
 */
import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';

export const b64url = (buf: Buffer | Uint8Array): string => Buffer.from(buf).toString('base64url');
export const fromB64url = (text: string): Buffer => Buffer.from(text, 'base64url');

/** Record size of the one record we send (RFC 8188 rs); 4096 is what browsers expect. */
const RECORD_SIZE = 4096;
/** A payload bigger than this does not fit one record (RFC 8291 §4: 4096 - 16 tag - 1 delimiter - 86 header). */
export const MAX_PAYLOAD = 3993;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

export interface EncryptedPush {
  body: Buffer;
}

/**
 * Encrypts `payload` for the subscription keys (`p256dh`: the browser's uncompressed P-256 public key,
 * `auth`: its 16-byte secret, both base64url). `asKeys`/`salt` are for tests; each send uses fresh ones.
 */
export function encryptPayload(
  payload: Buffer,
  p256dh: string,
  auth: string,
  testing?: { asPrivate?: Buffer; salt?: Buffer },
): EncryptedPush {
  if (payload.length > MAX_PAYLOAD) throw new Error(`push payload too large (${payload.length} bytes)`);
  const uaPublic = fromB64url(p256dh);
  const authSecret = fromB64url(auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 key');
  if (authSecret.length < 16) throw new Error('auth secret is shorter than 16 bytes');
  const ecdh = createECDH('prime256v1');
  if (testing?.asPrivate) ecdh.setPrivateKey(testing.asPrivate);
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(uaPublic);
  // RFC 8291 §3.3-3.4: IKM from the ECDH secret and the auth secret, then the content key and nonce.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const salt = testing?.salt ?? randomBytes(16);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  // One record: the payload, then the 0x02 delimiter of the last record (no padding).
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const encrypted = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([2])])),
    cipher.final(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return { body: Buffer.concat([header, asPublic, encrypted, cipher.getAuthTag()]) };
}

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what the browser's applicationServerKey is). */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), fromB64url(jwk.x!), fromB64url(jwk.y!)]);
  return { publicKey: b64url(point), privateKey: privateKey.export({ format: 'jwk' }).d! };
}

function vapidPrivateKey(keys: VapidKeys): KeyObject {
  const point = fromB64url(keys.publicKey);
  return createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
      d: keys.privateKey,
    },
    format: 'jwk',
  });
}

/** The VAPID public key as a KeyObject (tests and the fake push service verify the JWT with it). */
export function vapidPublicKeyObject(publicKey: string): KeyObject {
  const point = fromB64url(publicKey);
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT (ES256) names the push service's origin
 * (`aud`), expires within 24 h (`exp`, seconds) and gives a contact (`sub`, mailto: or https:).
 */
export function vapidAuthorization(
  endpoint: string,
  keys: VapidKeys,
  subject: string,
  nowMs: number,
): string {
  const header = b64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(nowMs / 1000) + 12 * 60 * 60,
    sub: subject,
  };
  const body = b64url(Buffer.from(JSON.stringify(claims)));
  const input = `${header}.${body}`;
  // JWS ES256 wants the raw r||s signature (ieee-p1363), not DER.
  const signature = sign('sha256', Buffer.from(input), {
    key: vapidPrivateKey(keys),
    dsaEncoding: 'ieee-p1363',
  });
  return `vapid t=${input}.${b64url(signature)}, k=${keys.publicKey}`;
}
