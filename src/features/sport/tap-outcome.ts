import { t as translate } from '@lingui/core/macro';
import type { ToggleOutcome } from '../../../core/betslip/slip';
import { showToast } from '../../ui/toast';

/** SPEC §4 / §9: why a tap on an option did not change the slip (card and detail odds alike). */
export function explainTap(outcome: ToggleOutcome): void {
  if (outcome === 'limit') showToast(translate`You can add up to 10 selections to the bet slip.`, 'error');
  else if (outcome === 'locked') showToast(translate`This option is suspended and cannot be added.`, 'error');
}
