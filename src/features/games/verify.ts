/** Browser side of core/games/fair.ts: HMAC-SHA256 and SHA-256 with WebCrypto. */
import { fairMessage, toHex, withAsyncBlocks, type FairStream } from '../../../core/games/fair';

const enc = new TextEncoder();

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(message)));
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(text))));
}

/** Runs a game on the bet's blocks computed in the browser. */
export const runFair = <T>(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  game: (s: FairStream) => T,
) => withAsyncBlocks((round) => hmacSha256(serverSeed, fairMessage(clientSeed, nonce, round)), game);

export const webCryptoAvailable = (): boolean =>
  typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';
