/** The console's error texts in the operator's language, by dm_error (the server's English is a fallback). */
import { useLingui } from '@lingui/react/macro';
import { DmError, OpsDmError } from '../../core/contract/errors';
import { OpsError } from './api';

export function useErrorText(): (err: unknown) => string {
  const { t } = useLingui();
  return (err) => {
    if (!(err instanceof OpsError)) return t`Something went wrong. Try again.`;
    switch (err.dm) {
      case OpsDmError.OpsBadCredentials:
        return t`Wrong e-mail or password.`;
      case OpsDmError.OpsBadCode:
        return t`Wrong or already used code. Wait for the next code and try again.`;
      case OpsDmError.OpsRateLimited:
        return t`Too many attempts. Wait a few minutes and try again.`;
      case OpsDmError.OpsForbidden:
        return t`Your role or brand scope does not allow this.`;
      case OpsDmError.OpsPlayerNotFound:
        return t`No such player.`;
      case OpsDmError.OpsWithdrawalSettled:
        return t`This withdrawal is already settled.`;
      case OpsDmError.OpsSelfApproval:
        return t`Another admin must approve your own adjustment.`;
      case OpsDmError.OpsCampaignNotFound:
        return t`No such campaign.`;
      case OpsDmError.OpsMessageNotFound:
        return t`No such message.`;
      case OpsDmError.OpsGameNotFound:
        return t`No such game.`;
      case OpsDmError.OpsConfigInvalid:
        return t`Check the amounts: the minimum must be at least the market's and not above the maximum.`;
      case OpsDmError.OpsPayMethodNotFound:
        return t`This brand has no such payment method.`;
      case OpsDmError.OpsProfileLooser:
        return t`A rule is looser than the market's licence allows: rules may only be made stricter.`;
      case OpsDmError.OpsBroadcastNotFound:
        return t`No such push broadcast.`;
      case OpsDmError.OpsBroadcastAlreadySent:
        return t`This push was already sent; it is never sent twice.`;
      case OpsDmError.OpsBroadcastInvalid:
        return t`Check the push: a title in the brand's language, a link starting with /, and the audience numbers.`;
      case OpsDmError.OpsBannerNotFound:
        return t`No such banner.`;
      case OpsDmError.OpsMarginInvalid:
        return t`A margin must be between 2 % and 15 %, for a league of the catalogue.`;
      case OpsDmError.OpsBannerInvalid:
        return t`Check the banner: an image path or https URL, a link starting with /, and the dates.`;
      case OpsDmError.OpsCannedNotFound:
        return t`No such canned answer.`;
      case OpsDmError.OpsCannedInvalid:
        return t`Check the answer: a title of 1 to 80 characters and a text of 1 to 1000.`;
      case OpsDmError.OpsInvalidEdit:
        return t`Check the dates and numbers: the end must be after the start.`;
      case OpsDmError.OpsWithdrawalWithProvider:
        return t`This withdrawal is already with the payment provider; its answer settles it.`;
      case OpsDmError.OpsPayoutProviderFailed:
        return t`The payment provider did not accept the payout. It is back in review; try again later.`;
      case OpsDmError.OpsReconLineNotFound:
        return t`The provider's statement shows no paid deposit to credit for this order.`;
      case OpsDmError.OpsReconUnavailable:
        return t`No payment provider answers for this order.`;
      case OpsDmError.OpsReconBadDay:
        return t`Pick a valid day.`;
      case DmError.InsufficientBalance:
        return t`The player's balance is too low for this debit.`;
      case OpsDmError.OpsUnauthenticated:
      case OpsDmError.OpsTotpRequired:
        return t`Your session ended. Please sign in again.`;
      default:
        return err.status === 0 ? t`No connection. Try again.` : t`Something went wrong. Try again.`;
    }
  };
}
