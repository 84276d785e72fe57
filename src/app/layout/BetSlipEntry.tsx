import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TicketIcon } from '../../ui/icons';
import { readSlipHint, SLIP_READY_EVENT } from '../../features/betslip/slip-hint';
import { withCatalogs } from '../i18n';

/**
 * The bet slip entry of the sport pages (SPEC §2). The slip itself (store, IndexedDB, mini bar, sheet) is a
 * lazy chunk: it loads at once when a slip is stored (the count hint says so) or an odds button loaded the
 * slip already, when the player taps the entry, and otherwise a few seconds after the page has loaded, so a
 * first visit's first screen does not pay for it (DESIGN.md §8 budget).
 */
const SlipDock = lazy(withCatalogs(['betslip'], () => import('../../features/betslip/SlipDock')));

export const SLIP_LOAD_DELAY_MS = 4_000;

export function BetSlipEntry() {
  const { t } = useLingui();
  const [hint] = useState(readSlipHint);
  const [load, setLoad] = useState(hint > 0);
  const [openAtStart, setOpenAtStart] = useState(false);
  useEffect(() => {
    if (load) return;
    const go = () => setLoad(true);
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(go, SLIP_LOAD_DELAY_MS);
    };
    window.addEventListener(SLIP_READY_EVENT, go);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener(SLIP_READY_EVENT, go);
      window.removeEventListener('load', later);
      window.clearTimeout(timer);
    };
  }, [load]);
  const placeholder = (
    <div className="betslip-entry">
      <button
        type="button"
        className="betslip-button"
        aria-label={t`Bet slip`}
        aria-haspopup="dialog"
        onClick={() => {
          setOpenAtStart(true);
          setLoad(true);
        }}
      >
        <TicketIcon />
        <span className="betslip-count" aria-hidden="true">
          {hint}
        </span>
      </button>
    </div>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SlipDock openAtStart={openAtStart} />
    </Suspense>
  );
}
