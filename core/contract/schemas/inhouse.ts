import { Type, type Static } from '@sinclair/typebox';
import { BIGINT_SAFE_MAX, RowId } from './bounds';

/**
 * In-house provably-fair games (issue #7): crash, slot (Fruit Fiesta), dice, roulette; the player's seeds,
 * game history (SPEC §7 bet/list, bet/reward/info) and big wins (big_win list and all).
 *
 * Money is integer minor units; multipliers are integer hundredths (157 = 1.57x) unless named otherwise.
 * Every money-moving call carries `key`, the client's idempotency key: the same key again answers the same
 * round and moves nothing.
 */

const Key = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });
/** Letters, digits and _ . - only, so the HMAC message `client:nonce:round` reads one way. */
const ClientSeed = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });

export const InhouseGameIdSchema = Type.Union([
  Type.Literal('crash'),
  Type.Literal('slot'),
  Type.Literal('dice'),
  Type.Literal('roulette'),
]);
export type InhouseGameId = Static<typeof InhouseGameIdSchema>;

/** The player's active seed pair: the server seed only as its SHA-256 until it is rotated. */
export const FairSeedsSchema = Type.Object({
  server_seed_hash: Type.String(),
  client_seed: Type.String(),
  /** The nonce the next bet will use. */
  nonce: Type.Integer(),
});
export type FairSeeds = Static<typeof FairSeedsSchema>;

/** A rotated (finished) seed pair: the server seed is now shown. */
export const RevealedSeedsSchema = Type.Object({
  server_seed: Type.String(),
  server_seed_hash: Type.String(),
  client_seed: Type.String(),
  /** Bets made with it used nonces 0 .. nonce − 1. */
  nonce: Type.Integer(),
});
export type RevealedSeeds = Static<typeof RevealedSeedsSchema>;

export const SeedsInfoSchema = Type.Object({
  current: FairSeedsSchema,
  /** The last rotated pair, if any. */
  previous: Type.Union([RevealedSeedsSchema, Type.Null()]),
});
export type SeedsInfo = Static<typeof SeedsInfoSchema>;

export const ClientSeedSetSchema = Type.Object({ client_seed: ClientSeed });
export type ClientSeedSet = Static<typeof ClientSeedSetSchema>;

/** Rotation: the current server seed is revealed, a new one (shown hashed) starts at nonce 0. */
export const SeedRotateSchema = Type.Object({ client_seed: Type.Optional(ClientSeed) });
export type SeedRotate = Static<typeof SeedRotateSchema>;

export const DicePlaySchema = Type.Object({
  key: Key,
  amount: Amount,
  mode: Type.Union([Type.Literal('under'), Type.Literal('over')]),
  /** Hundredths of the 0.00–99.99 roll. */
  target: Type.Integer({ minimum: 1, maximum: 9998 }),
});
export type DicePlay = Static<typeof DicePlaySchema>;

export const RouletteBetSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('straight'),
    Type.Literal('split'),
    Type.Literal('street'),
    Type.Literal('corner'),
    Type.Literal('line'),
    Type.Literal('red'),
    Type.Literal('black'),
    Type.Literal('odd'),
    Type.Literal('even'),
    Type.Literal('low'),
    Type.Literal('high'),
    Type.Literal('dozen'),
    Type.Literal('column'),
  ]),
  numbers: Type.Array(Type.Integer({ minimum: 0, maximum: 36 }), { maxItems: 2 }),
  amount: Amount,
});
export type RouletteBetInput = Static<typeof RouletteBetSchema>;

export const RoulettePlaySchema = Type.Object({
  key: Key,
  bets: Type.Array(RouletteBetSchema, { minItems: 1, maxItems: 50 }),
});
export type RoulettePlay = Static<typeof RoulettePlaySchema>;

/** A slot spin; the amount is the total bet (a multiple of the 20 lines). */
export const SlotSpinSchema = Type.Object({ key: Key, amount: Amount });
export type SlotSpin = Static<typeof SlotSpinSchema>;

/**
 * One finished (or, for crash, open) round. `result` is the game's own outcome:
 * - dice: {roll, mode, target, win_chance (out of 10 000), multiplier (ten-thousandths)}
 * - roulette: {number, bets: [{kind, numbers, amount, payout}]}
 * - slot: {base: Spin, free_spins: Spin[], total_line_bets}, Spin = {stops, grid, wins: [{line, symbol,
 *   count, pay}], scatters, scatter_pay, free_spins_won, win}
 * - crash: {game_id (crash round), crash_point (null while running), cashout (null unless cashed out),
 *   auto_cashout (0 for none)}
 */
export const RoundSchema = Type.Object({
  round_id: Type.Integer(),
  game_id: InhouseGameIdSchema,
  currency: Type.String(),
  amount: Type.Integer(),
  payout: Type.Integer(),
  /** 'open' (a crash bet still in play) or 'settled'. */
  status: Type.String(),
  created_at: Type.Integer(),
  settled_at: Type.Integer(),
  /** Provably-fair inputs. server_seed is '' until the seed pair is rotated (crash: the game hash). */
  server_seed_hash: Type.String(),
  server_seed: Type.String(),
  client_seed: Type.String(),
  nonce: Type.Integer(),
  result: Type.Unknown(),
});
export type Round = Static<typeof RoundSchema>;

export const CrashBetSchema = Type.Object({
  key: Key,
  amount: Amount,
  /** Auto cash-out target in hundredths (101 .. 100000), 0 for none. */
  auto_cashout: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export type CrashBet = Static<typeof CrashBetSchema>;

export const CrashCashoutSchema = Type.Object({ round_id: RowId() });
export type CrashCashout = Static<typeof CrashCashoutSchema>;

export const CrashPlayerBetSchema = Type.Object({
  nick: Type.String(),
  amount: Type.Integer(),
  /** Hundredths; 0 while not cashed out. */
  cashout: Type.Integer(),
  payout: Type.Integer(),
});

export const CrashHistoryItemSchema = Type.Object({
  game_id: Type.Integer(),
  crash_point: Type.Integer(),
  game_hash: Type.String(),
});

/**
 * The crash table now. Times are the server's Unix ms; the client draws the curve from `running_since` and
 * its offset to `server_time`. crash_point and game_hash are only sent once the round has crashed.
 */
export const CrashStateSchema = Type.Object({
  game_id: Type.Integer(),
  phase: Type.Union([Type.Literal('betting'), Type.Literal('running'), Type.Literal('crashed')]),
  server_time: Type.Integer(),
  betting_ends_at: Type.Integer(),
  running_since: Type.Integer(),
  next_round_at: Type.Integer(),
  multiplier: Type.Integer(),
  crash_point: Type.Integer(),
  game_hash: Type.String(),
  terminal_hash: Type.String(),
  salt: Type.String(),
  bets: Type.Array(CrashPlayerBetSchema),
  /** The caller's bet in this game (a round), or null. */
  my_bet: Type.Union([RoundSchema, Type.Null()]),
  history: Type.Array(CrashHistoryItemSchema),
});
export type CrashState = Static<typeof CrashStateSchema>;

export const BetListQuerySchema = Type.Object({
  game_id: Type.Optional(InhouseGameIdSchema),
  /** Rounds older than this round id (keyset paging); 0 or absent for the newest. */
  before: Type.Optional(Type.Integer({ minimum: 0, maximum: BIGINT_SAFE_MAX })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type BetListQuery = Static<typeof BetListQuerySchema>;

export const BetListSchema = Type.Object({
  list: Type.Array(RoundSchema),
  /** Pass as `before` for the next page; 0 when there is none. */
  next: Type.Integer(),
});
export type BetList = Static<typeof BetListSchema>;

export const RoundQuerySchema = Type.Object({ round_id: RowId() });
export type RoundQuery = Static<typeof RoundQuerySchema>;

export const BigWinSchema = Type.Object({
  round_id: Type.Integer(),
  /** Masked nick (first and last letter). */
  nick: Type.String(),
  game_platform: Type.String(),
  game_id: Type.String(),
  game_name: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  payout: Type.Integer(),
  /** payout / amount in hundredths. */
  multiplier: Type.Integer(),
  created_at: Type.Integer(),
});
export type BigWin = Static<typeof BigWinSchema>;

export const BigWinListSchema = Type.Object({ list: Type.Array(BigWinSchema) });
export type BigWinList = Static<typeof BigWinListSchema>;

export const BigWinAllQuerySchema = Type.Object({
  game_id: Type.Optional(InhouseGameIdSchema),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type BigWinAllQuery = Static<typeof BigWinAllQuerySchema>;
