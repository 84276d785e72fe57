/** node:crypto side of core/games/fair.ts: HMAC blocks of a bet, seeds, SHA-256. */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fairMessage, FairStream } from '../../../core/games/fair';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export const hmacBytes = (key: string, message: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** A new server seed: 32 random bytes as 64 hex characters (the HMAC key is this text). */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A default client seed: 16 random hex characters (the player may set their own). */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** The fair stream of one bet: HMAC-SHA256(server seed, `${client}:${nonce}:${round}`) blocks. */
export const betStream = (serverSeed: string, clientSeed: string, nonce: number): FairStream =>
  new FairStream((round) => hmacBytes(serverSeed, fairMessage(clientSeed, nonce, round)));
