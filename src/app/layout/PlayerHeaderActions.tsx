import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatMoneyText } from '../../platform/money-text';
import { formatChips } from '../../../core/rg/play';
import {
  refreshBalance,
  sumIn,
  useBalanceLines,
  useMoneyCurrency,
  usePlayMoney,
} from '../../platform/balance';
import { HistoryIcon, RefreshIcon } from '../../ui/icons';
import { gateLinkClick } from '../../features/account/login-pages';
import { useBrand } from '../stores/brand';
import { useSettings } from '../stores/settings';
import { withCatalogs } from '../i18n';
import type { LoginInfo } from '../stores/session';

/**
 * The logged-in player's side of the header (SPEC §2 Home header): balance with refresh, Deposit (free chips
 * in play-money mode), history and the messages bell; in a bridged session the balance and Back to app.
 * Its own chunk: a visitor's first route (DESIGN.md §8) carries only Login and Register.
 */

/** SPEC §4 Balance: a manual refresh spins for at least 1 s, so a fast answer still reads as "done". */
export const MIN_SPIN_MS = 1_000;

/** The multi-currency brand's currency chip and sheets: its own chunk, loaded only on that brand. */
const CurrencyChip = lazy(withCatalogs(['wallet'], () => import('../../features/wallet/CurrencyChip')));
/** The messages bell (a player's header only): its own chunk, with the messages catalog. */
const HeaderBell = lazy(withCatalogs(['messages'], () => import('../../features/messages/HeaderBell')));

export default function PlayerHeaderActions({ user }: { user: LoginInfo }) {
  const { t } = useLingui();
  if (user.bridge)
    return (
      <>
        <Balance />
        <a href={user.bridge.backUrl} className="button button-secondary button-small">
          {t`Back to app`}
        </a>
      </>
    );
  return (
    <>
      <Balance refreshable />
      <DepositButton />
      <Link
        to="/bet-record"
        className="icon-button"
        aria-label={t`History`}
        onClick={(e) => gateLinkClick(e, '/bet-record')}
      >
        <HistoryIcon />
      </Link>
      <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
        <HeaderBell />
      </Suspense>
    </>
  );
}

/** Deposit; in play-money mode (issue #21) the same place gives the free daily chips. */
function DepositButton() {
  const { t } = useLingui();
  const play = usePlayMoney();
  return (
    <Link
      to="/wallet/deposit"
      className="button button-primary button-small"
      // The header is narrow: "Free chips" on screen, the full name for assistive technology.
      aria-label={play ? t`Get free chips` : undefined}
      onClick={(e) => gateLinkClick(e, '/wallet/deposit')}
    >
      {play ? t`Free chips` : t`Deposit`}
    </Link>
  );
}

function Balance({ refreshable = false }: { refreshable?: boolean }) {
  const { t } = useLingui();
  const balances = useBalanceLines();
  const brand = useBrand((s) => s.brand);
  const { locale } = useSettings();
  const currency = useMoneyCurrency();
  const play = usePlayMoney();
  const [spinning, setSpinning] = useState(false);
  const total = sumIn(balances, currency);
  const text = total === null ? '—' : formatMoneyText(total, currency, { locale, market: brand.market });
  const refresh = async () => {
    if (spinning) return;
    setSpinning(true);
    await Promise.all([refreshBalance(), new Promise((r) => window.setTimeout(r, MIN_SPIN_MS))]);
    setSpinning(false);
  };
  return (
    <div className="balance">
      <span className="balance-amount" aria-label={play ? t`Play chips` : t`Balance`}>
        {play ? (
          <>
            {total === null ? '—' : formatChips(total, { locale, market: brand.market })}
            <span className="balance-chip-label">{t`chips`}</span>
          </>
        ) : (
          text
        )}
      </span>
      {refreshable && brand.flags.multiCurrency && (
        <Suspense fallback={null}>
          <CurrencyChip />
        </Suspense>
      )}
      {refreshable && (
        <button
          type="button"
          className={spinning ? 'icon-button icon-button-small spinning' : 'icon-button icon-button-small'}
          onClick={refresh}
          aria-label={t`Refresh balance`}
          aria-busy={spinning}
        >
          <RefreshIcon width="18" height="18" />
        </button>
      )}
    </div>
  );
}
