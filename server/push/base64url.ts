/** base64url without padding, as Web Push keys, VAPID and JWTs write bytes. */
export const b64url = (buf: Buffer | Uint8Array): string => Buffer.from(buf).toString('base64url');
export const fromB64url = (text: string): Buffer => Buffer.from(text, 'base64url');
