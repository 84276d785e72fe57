/**
 * What the game detail page (/game-detail) says about a game beyond the catalogue row: volatility, bet
 * limits and rules. Our games' facts come from their math (core/games) and the limits the server enforces
 * (core/contract/schemas/inhouse.ts: 1 to 1,000,000,000 minor units a bet; the slot in multiples of its 20
 * lines). A provider's game shows the volatility typical of its kind and leaves the limits to the game.
 */
import { t } from '@lingui/core/macro';
import { CRASH_MAX_TARGET } from '../../../core/games/crash';
import { FRUIT_FIESTA } from '../../../core/games/slot';

export type Volatility = 'low' | 'medium' | 'high' | 'adjustable';

export interface GameFacts {
  volatility: Volatility;
  /** Whether the volatility is this game's own (our games) or typical of its kind (providers' games). */
  ownVolatility: boolean;
  /** Bet limits in minor units; null when the provider's game sets them. */
  minBet: number | null;
  maxBet: number | null;
  rules: string[];
  /** Our provably fair games: the seeds explanation and the verify link. */
  provablyFair: boolean;
}

const MAX_BET = 1_000_000_000;

function inhouseFacts(gameId: string): GameFacts | null {
  const base = { ownVolatility: true, maxBet: MAX_BET, provablyFair: true };
  switch (gameId) {
    case 'dice':
      return {
        ...base,
        volatility: 'adjustable',
        minBet: 1,
        rules: [
          t`Pick a target and roll under or over it: the roll is a number from 0.00 to 99.99.`,
          t`The win chance is from 1% to 95%; the payout is 99 divided by the chance (1% house edge).`,
        ],
      };
    case 'roulette':
      return {
        ...base,
        volatility: 'adjustable',
        minBet: 1,
        rules: [
          t`European roulette: one zero, 37 pockets.`,
          t`Straight up pays 35 to 1, split 17 to 1, dozens and columns 2 to 1, red/black, odd/even and low/high 1 to 1. Zero loses every outside bet.`,
        ],
      };
    case 'slot':
      return {
        ...base,
        volatility: 'medium',
        minBet: FRUIT_FIESTA.lines.length,
        rules: [
          t`Five reels, three rows and 20 fixed lines; the total bet is split evenly over the lines.`,
          t`Three or more matching symbols on a line from the left reel pay; three scatters anywhere start free spins, whose wins are tripled.`,
        ],
      };
    case 'crash':
      return {
        ...base,
        volatility: 'high',
        minBet: 1,
        rules: [
          t`Bet before the round starts, then cash out before the multiplier crashes.`,
          t`Set an automatic cash-out from 1.01x up to ${CRASH_MAX_TARGET / 100}x; a bet not cashed out when it crashes is lost.`,
        ],
      };
    default:
      return null;
  }
}

const TYPICAL: Record<string, Volatility> = {
  slots: 'high',
  crash: 'high',
  fishing: 'medium',
  mini: 'medium',
  bingo: 'low',
  table: 'low',
  live: 'low',
};

export function gameFacts(game: { game_platform: string; game_id: string; category: string }): GameFacts {
  const own = game.game_platform === 'inhouse' ? inhouseFacts(game.game_id) : null;
  if (own) return own;
  return {
    volatility: TYPICAL[game.category] ?? 'medium',
    ownVolatility: false,
    minBet: null,
    maxBet: null,
    rules: [t`The provider's full rules and paytable are in the game's own help screen.`],
    provablyFair: false,
  };
}

export function volatilityName(v: Volatility): string {
  switch (v) {
    case 'low':
      return t`Low`;
    case 'medium':
      return t`Medium`;
    case 'high':
      return t`High`;
    case 'adjustable':
      return t`You choose (low to high)`;
  }
}
