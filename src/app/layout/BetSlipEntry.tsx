import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TicketIcon } from '../../ui/icons';
import { useBackClose } from '../back-close';

/**
 * The bet slip entry of the sport pages (SPEC §2). Selections arrive with the bet slip issue; until then
 * the entry opens to say the slip is empty and how to fill it.
 */
export function BetSlipEntry() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useBackClose(open, close);
  return (
    <div className="betslip-entry">
      {open && (
        <div className="betslip-panel" id="betslip-panel" role="dialog" aria-label={t`Bet slip`}>
          <p className="betslip-panel-title">{t`Bet slip is empty`}</p>
          <p className="betslip-panel-body">{t`Tap the odds of a match to add a selection.`}</p>
          <button type="button" className="button button-secondary button-small" onClick={close}>
            {t`Close`}
          </button>
        </div>
      )}
      <button
        type="button"
        className="betslip-button"
        aria-label={t`Bet slip`}
        aria-expanded={open}
        aria-controls="betslip-panel"
        onClick={() => setOpen((v) => !v)}
      >
        <TicketIcon />
        <span className="betslip-count" aria-hidden="true">
          0
        </span>
      </button>
    </div>
  );
}
