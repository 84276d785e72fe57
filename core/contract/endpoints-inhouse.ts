/**
 * In-house provably-fair games (crash, slot, dice, roulette), game history and big wins: issue #7.
 * Re-exported into the endpoint table by endpoint-defs.ts; kept apart so each area edits its own file.
 *
 * SPEC §7 Games names big_win list and all, bet/list and bet/reward/info without full paths: they live
 * under /api/piranha/game/base/ beside game/base/user/token/get. The in-house game calls are ours, under
 * /api/piranha/game/inhouse/.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  BetList,
  BetListQuery,
  BigWinAllQuery,
  BigWinList,
  ClientSeedSet,
  CrashBet,
  CrashCashout,
  CrashState,
  DicePlay,
  RevealedSeeds,
  Round,
  RoundQuery,
  RoulettePlay,
  SeedRotate,
  SeedsInfo,
  SlotSpin,
} from './schemas/inhouse';

const P = '/api/piranha/game/inhouse';

/** The player's seeds (a pair is made on first use). */
export const inhouseSeeds = endpoint<Empty, SeedsInfo>('GET', `${P}/seed/get`);
export const inhouseClientSeedSet = endpoint<ClientSeedSet, SeedsInfo>('POST', `${P}/seed/client/set`);
/** Reveals the current server seed; a new pair starts at nonce 0. */
export const inhouseSeedRotate = endpoint<SeedRotate, SeedsInfo & { revealed: RevealedSeeds }>(
  'POST',
  `${P}/seed/rotate`,
);
export const inhouseDicePlay = endpoint<DicePlay, Round>('POST', `${P}/dice/play`);
export const inhouseRoulettePlay = endpoint<RoulettePlay, Round>('POST', `${P}/roulette/play`);
export const inhouseSlotSpin = endpoint<SlotSpin, Round>('POST', `${P}/slot/spin`);
/** Polled by the crash page (about every 300 ms). */
export const inhouseCrashState = endpoint<Empty, CrashState>('GET', `${P}/crash/state`);
export const inhouseCrashBet = endpoint<CrashBet, Round>('POST', `${P}/crash/bet`);
export const inhouseCrashCashout = endpoint<CrashCashout, Round>('POST', `${P}/crash/cashout`);
/** SPEC §7 bet/list: the player's rounds, newest first. */
export const gameBetList = endpoint<BetListQuery, BetList>('GET', '/api/piranha/game/base/bet/list');
/** SPEC §7 bet/reward/info: one round of the player, with its seeds and result. */
export const gameBetRewardInfo = endpoint<RoundQuery, Round>('GET', '/api/piranha/game/base/bet/reward/info');
/** SPEC §7 big_win list (getNewBigWin): the latest big wins, for the marquee. */
export const bigWinList = endpoint<Empty, BigWinList>('GET', '/api/piranha/game/base/big_win/list');
/** SPEC §7 big_win all: the biggest wins, optionally of one game. */
export const bigWinAll = endpoint<BigWinAllQuery, BigWinList>('GET', '/api/piranha/game/base/big_win/all');
