/**
 * The per-bet games' plays: from the round's fair stream to its stored result and payout. One place for the
 * routes (server/routes/inhouse.ts) and the demo seed's bot rounds (db/seed/inhouse-rounds.ts), so a seeded
 * round is played and verified exactly like a player's.
 */
import { diceWinCount, playDice, type DiceBet } from '../../../core/games/dice';
import { spinRoulette, type RouletteBet } from '../../../core/games/roulette';
import { FRUIT_FIESTA, playSlotRound, slotPayout, type SlotSpin } from '../../../core/games/slot';
import type { FairStream } from '../../../core/games/fair';

export type Play = (stream: FairStream) => { result: unknown; payout: number };

const spinView = (spin: SlotSpin) => ({
  stops: spin.stops,
  grid: spin.grid,
  wins: spin.evaluation.lineWins,
  scatters: spin.evaluation.scatters,
  scatter_pay: spin.evaluation.scatterPay,
  free_spins_won: spin.evaluation.freeSpinsWon,
  win: spin.win,
});

/** A dice roll; the caller has checked the bet (diceWinCount not null). */
export const dicePlay =
  (bet: DiceBet, amount: number): Play =>
  (stream) => {
    const count = diceWinCount(bet);
    const r = playDice(stream, bet, amount);
    return {
      payout: r.payout,
      result: { roll: r.roll, mode: bet.mode, target: bet.target, win_chance: count, win: r.win },
    };
  };

export const roulettePlay =
  (bets: RouletteBet[]): Play =>
  (stream) => {
    const r = spinRoulette(stream, bets);
    return { payout: r.payout, result: { number: r.number, bets: r.bets } };
  };

/** A Fruit Fiesta spin with its free spins; `amount` is a multiple of the line count. */
export const slotPlay =
  (amount: number): Play =>
  (stream) => {
    const round = playSlotRound(FRUIT_FIESTA, stream);
    return {
      payout: slotPayout(FRUIT_FIESTA, amount, round),
      result: {
        base: spinView(round.base),
        free_spins: round.freeSpins.map(spinView),
        total_line_bets: round.totalLineBets,
      },
    };
  };
