/**
 * The business codes the app's shell reacts to on every page (src/platform/api.ts), apart from the whole
 * `DmError` table: the table grows with every area and would otherwise ride in the first route's main chunk
 * (DESIGN.md §8). errors.ts takes its values from here, so there is one number per code.
 */

/** The balance does not cover the stake or amount (SPEC §8): the error toast offers Deposit. */
export const INSUFFICIENT_BALANCE = 3001;

/** The stake is over the active bonus's maximum stake (issue #16): the toast says so and offers the bonus. */
export const BONUS_MAX_STAKE_EXCEEDED = 6843;
