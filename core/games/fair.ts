/**
 * Provably fair randomness from bytes (no crypto here: the server computes the HMAC with node:crypto, the
 * verify page with WebCrypto, and both hand the bytes in).
 *
 * A bet's bytes are the concatenation of HMAC-SHA256(server seed, `${clientSeed}:${nonce}:${round}`) for
 * round = 0, 1, 2, … — 32 bytes per round, as many rounds as the game reads. Integers below n come from
 * 32-bit words by rejection sampling (a word at or above the largest multiple of n under 2^32 is thrown away
 * and the next one read), so every value has exactly the same probability; floats take 52 bits.
 */

/** The message HMAC'd with the server seed for one 32-byte block. */
export const fairMessage = (clientSeed: string, nonce: number, round: number): string =>
  `${clientSeed}:${nonce}:${round}`;

/** Thrown when a game needs a block that was not supplied; the caller computes it and runs again. */
export class OutOfBytes extends Error {
  constructor(readonly round: number) {
    super(`fair bytes: block ${round} not supplied`);
    this.name = 'OutOfBytes';
  }
}

/** Gives the 32-byte block of `round`, or undefined when it is not available (yet). */
export type BlockSource = (round: number) => Uint8Array | undefined;

const TWO_32 = 0x1_0000_0000;
const TWO_52 = 2 ** 52;

/** A reader over the blocks of one bet. Deterministic: the same blocks give the same draws. */
export class FairStream {
  private block: Uint8Array | null = null;
  private round = -1;
  private offset = 32;
  /** Bytes read so far (for tests and the verify page). */
  consumed = 0;

  constructor(private readonly source: BlockSource) {}

  private nextByte(): number {
    if (this.offset >= 32 || !this.block) {
      this.round++;
      const block = this.source(this.round);
      if (!block) throw new OutOfBytes(this.round);
      if (block.length !== 32) throw new Error('fair bytes: a block is 32 bytes');
      this.block = block;
      this.offset = 0;
    }
    this.consumed++;
    return this.block[this.offset++]!;
  }

  /** An unsigned 32-bit word, big-endian. */
  uint32(): number {
    return (
      this.nextByte() * 0x100_0000 + ((this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte())
    );
  }

  /** A uniform integer in [0, n), n in 1..2^32, without modulo bias (rejection sampling). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`fair int: bad range ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = this.uint32();
      if (word < limit) return word % n;
    }
  }

  /** A uniform float in [0, 1) from 52 bits (13 hex digits: 6.5 bytes, 7 read). */
  float(): number {
    let value = 0;
    for (let i = 0; i < 6; i++) value = value * 256 + this.nextByte();
    value = value * 16 + (this.nextByte() >> 4);
    return value / TWO_52;
  }
}

/** Blocks kept in a list, e.g. precomputed by the server or the verify page. */
export const blocksFrom =
  (blocks: readonly Uint8Array[]): BlockSource =>
  (round) =>
    blocks[round];

/**
 * Runs `game` with blocks computed on demand by an asynchronous HMAC (WebCrypto): on OutOfBytes the missing
 * block is computed and the game runs again from the start (games are pure, so reruns are identical).
 */
export async function withAsyncBlocks<T>(
  block: (round: number) => Promise<Uint8Array>,
  game: (stream: FairStream) => T,
  maxRounds = 4096,
): Promise<T> {
  const blocks: Uint8Array[] = [];
  for (;;) {
    try {
      return game(new FairStream(blocksFrom(blocks)));
    } catch (err) {
      if (!(err instanceof OutOfBytes) || err.round >= maxRounds) throw err;
      for (let r = blocks.length; r <= err.round; r++) blocks[r] = await block(r);
    }
  }
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += (b < 16 ? '0' : '') + b.toString(16);
  return out;
}

/** Bytes of a hex string (even length, 0-9a-f); null when it is not hex. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
