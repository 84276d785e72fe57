import { createHash, createHmac } from 'node:crypto';
import { fairMessage, FairStream } from '../../../../core/games/fair';

export const hmac = (key: string, message: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The fair stream of one bet, blocks computed with node:crypto. */
export const betStream = (serverSeed: string, clientSeed: string, nonce: number): FairStream =>
  new FairStream((round) => hmac(serverSeed, fairMessage(clientSeed, nonce, round)));
