import { useCallback, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatOdds } from '../../../core/odds/american';
import { useBackClose } from '../../app/back-close';
import { useSettings } from '../../app/stores/settings';
import { TicketIcon } from '../../ui/icons';
import { SlipSheet } from './SlipSheet';
import { useSlip } from './slip-store';
import { SlipQuote, useSlipSync } from './slip-sync';
import { usePendingCheck, usePlacing } from './use-place';
import './betslip.css';

/**
 * The bet slip on the sport pages (SPEC §2, §4): the round entry button with the count, the mini bar while
 * the slip holds one selection, and the full sheet when the player opens it. Loaded by the layout's
 * BetSlipEntry (src/app/layout) as its own chunk.
 */
export default function SlipDock({ openAtStart = false }: { openAtStart?: boolean }) {
  const modal = useSlip((s) => s.slip.modal);
  const count = useSlip((s) => s.slip.items.length);
  // A placed bet clears the slip (unless kept) but its confirmation stays on screen until dismissed.
  const placed = usePlacing((s) => s.phase === 'success');
  const sheet = modal === 'full' || placed;
  const close = useCallback(() => {
    usePlacing.getState().reset();
    useSlip.getState().close();
  }, []);
  const quote = useSlipSync(modal === 'full');
  usePendingCheck();
  useEffect(() => {
    if (openAtStart) useSlip.getState().open();
  }, [openAtStart]);
  useBackClose(sheet, close);
  return (
    <>
      {quote && <SlipQuote params={quote} />}
      {modal === 'mini' && !sheet ? <MiniBar /> : !sheet && <EntryButton count={count} />}
      {sheet && <SlipSheet onClose={close} />}
    </>
  );
}

function EntryButton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <div className="betslip-entry">
      <button
        type="button"
        className="betslip-button"
        aria-label={count ? t`Bet slip, ${count} selections` : t`Bet slip`}
        aria-haspopup="dialog"
        onClick={() => useSlip.getState().open()}
      >
        <TicketIcon />
        <span className="betslip-count" aria-hidden="true">
          {count}
        </span>
      </button>
    </div>
  );
}

/** SPEC §4: the mini slip of a one-selection slip: what it is, its odds, and a way into the full sheet. */
function MiniBar() {
  const { t } = useLingui();
  const item = useSlip((s) => s.slip.items[0]);
  const oddsFormat = useSettings((s) => s.oddsFormat);
  if (!item) return null;
  const odds = formatOdds(item.od, oddsFormat);
  return (
    <div className="slip-mini" role="region" aria-label={t`Bet slip`}>
      <button
        type="button"
        className="slip-mini-open"
        aria-haspopup="dialog"
        aria-label={t`Open bet slip: ${item.nm} ${odds ?? ''}`}
        onClick={() => useSlip.getState().open()}
      >
        <span className="slip-mini-count" aria-hidden="true">
          1
        </span>
        <span className="slip-mini-text">
          <span className="slip-mini-pick">{item.nm}</span>
          <span className="slip-mini-match">{item.matchName ?? item.marketName ?? ''}</span>
        </span>
        <span className="slip-mini-odds">{odds ?? '—'}</span>
      </button>
    </div>
  );
}
