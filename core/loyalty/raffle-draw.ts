/**
 * The raffle's draw (issue #17), shared by the server (server/loyalty/raffle.ts) and the verify page
 * (/game-verify, computed in the browser): place k reads the fair stream of HMAC-SHA256(server seed,
 * `${raffle id}:${k}:${round}`) (core/games/fair.ts) and takes uniform ticket numbers below the number of
 * tickets, one after the other, until one belongs to a player who has not already won a place.
 */
import type { FairStream } from '../games/fair';

/** The next ticket number a place's stream draws (uniform in [0, tickets), no modulo bias). */
export const drawTicket = (stream: FairStream, tickets: number): number => stream.int(tickets);

/** The first `count` ticket numbers a place's stream draws (the verify page lists them). */
export function ticketDraws(stream: FairStream, tickets: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(drawTicket(stream, tickets));
  return out;
}
