/** The refusals of the bet calls (dm_error 4001-4013), each with a message fit to show. */
import { DmError } from '../../core/contract/errors';
import { ApiFailure } from '../http/failure';

const fail = (code: number, msg: string) => new ApiFailure(400, code, msg);

export const betFailures = {
  marketClosed: () => fail(DmError.BetMarketClosed, 'This market is closed for betting right now.'),
  oddsChanged: () =>
    fail(DmError.BetOddsChanged, 'The odds have changed. Check the new odds and place the bet again.'),
  stakeTooLow: (min: string) => fail(DmError.BetStakeTooLow, `The minimum stake is ${min}.`),
  stakeTooHigh: (max: string) => fail(DmError.BetStakeTooHigh, `The maximum stake is ${max}.`),
  returnTooHigh: () => fail(DmError.BetStakeTooHigh, 'The potential return is above the maximum payout.'),
  selectionUnknown: () => fail(DmError.BetSelectionUnknown, 'This selection is no longer offered.'),
  optionLocked: () => fail(DmError.BetOptionLocked, 'This option is locked and cannot be bet on.'),
  sameMatch: () => fail(DmError.BetSameMatch, 'A combo cannot have two selections from the same match.'),
  duplicate: () => fail(DmError.BetSameMatch, 'The same selection is on the slip twice.'),
  systemInvalid: () =>
    fail(DmError.BetSystemInvalid, 'This system bet is not possible with these selections.'),
  keyConflict: () => fail(DmError.BetKeyConflict, 'This bet key was already used for a different bet.'),
  notFound: () => fail(DmError.BetNotFound, 'No such bet.'),
  cashOutUnavailable: () =>
    fail(DmError.CashOutUnavailable, 'Cash out is not available for this bet right now.'),
  cashOutPriceChanged: () =>
    fail(DmError.CashOutPriceChanged, 'The cash out amount has changed. Check the new amount and try again.'),
  freeBetUnavailable: () => fail(DmError.FreeBetUnavailable, 'This free bet cannot be used for this bet.'),
};
