/**
 * The loyalty draws /game-verify redoes (issue #17): the browser path (WebCrypto HMAC blocks through
 * withAsyncBlocks, src/features/games/verify.ts) gives the same raffle tickets and red-packet prizes as the
 * server's (node:crypto, server/loyalty/raffle.ts and red-packet.ts), for fixed seeds.
 */
import { describe, expect, it } from 'vitest';
import { FairStream, fairMessage } from '../../../../core/games/fair';
import { ticketDraws } from '../../../../core/loyalty/raffle-draw';
import { packetDraw, packetSeed } from '../../../../core/loyalty/red-packet';
import { hmacBytes } from '../../../../server/games/inhouse/fair';
import { drawWinners } from '../../../../server/loyalty/raffle';
import { runFair } from '../../../../src/features/games/verify';

const SEED = 'a3'.repeat(32);

describe('loyalty draws verified in the browser', () => {
  it("a raffle place's first draw is the winner's ticket the server drew", async () => {
    const holdings = [
      { uid: 11, tickets: 3 },
      { uid: 12, tickets: 40 },
      { uid: 15, tickets: 7 },
    ];
    const winners = drawWinners(SEED, 'week:2026-11-16', holdings, 3);
    expect(winners).toHaveLength(3);
    for (const w of winners) {
      const draws = await runFair(SEED, 'week:2026-11-16', w.place, (s) => ticketDraws(s, 50, 100));
      // The winner's ticket is among the place's draws: the first whose holder had not won yet.
      expect(draws).toContain(w.ticket);
      expect(draws[0]).toBe(
        ticketDraws(
          new FairStream((r) => hmacBytes(SEED, fairMessage('week:2026-11-16', w.place, r))),
          50,
          1,
        )[0],
      );
    }
    // Place 1 can never be a redraw.
    expect((await runFair(SEED, 'week:2026-11-16', 1, (s) => ticketDraws(s, 50, 1)))[0]).toBe(
      winners[0]!.ticket,
    );
  });

  it("a red packet's prize: the same whole units between the bounds in the browser and on the server", async () => {
    const bounds = { min: 100, max: 1000 };
    const seen = new Set<number>();
    for (let n = 1; n <= 20; n++) {
      const seed = packetSeed('2026-11-25T12', 42);
      const server = packetDraw(new FairStream((r) => hmacBytes(SEED, fairMessage(seed, n, r))), bounds);
      const browser = await runFair(SEED, seed, n, (s) => packetDraw(s, bounds));
      expect(browser).toBe(server);
      expect(server % 100).toBe(0);
      expect(server).toBeGreaterThanOrEqual(bounds.min);
      expect(server).toBeLessThanOrEqual(bounds.max);
      seen.add(server);
    }
    // Not a constant: twenty packets draw several different prizes.
    expect(seen.size).toBeGreaterThan(3);
  });
});
