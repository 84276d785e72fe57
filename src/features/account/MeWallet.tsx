import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatMoneyText } from '../../platform/money-text';
import { sumIn, useBalanceLines, useMoneyCurrency, usePlayMoney } from '../../platform/balance';
import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';
import { DiceIcon, GiftIcon, HistoryIcon, TicketIcon } from '../../ui/icons';

/**
 * The money part of the account hub (/me): the balance in the currency in use, Deposit and Withdraw, and the
 * records a player looks for (transactions, bets, game rounds, bonuses). The balance is the engine's balance
 * topic, the same the header shows (src/platform/balance.ts): no fetch of its own.
 */
export function MeWallet() {
  const { t } = useLingui();
  const lines = useBalanceLines();
  const brand = useBrand((s) => s.brand);
  const { locale } = useSettings();
  const currency = useMoneyCurrency();
  const play = usePlayMoney();
  const total = sumIn(lines, currency);
  return (
    <>
      <section className="me-wallet" aria-label={t`Wallet`}>
        <p className="me-wallet-label">{t`Total balance`}</p>
        {total === null ? (
          <p className="me-wallet-amount" aria-busy="true">
            <span className="skeleton-block me-wallet-skeleton" />
          </p>
        ) : (
          <p className="me-wallet-amount" aria-label={t`Total balance`}>
            {formatMoneyText(total, currency, { locale, market: brand.market })}
          </p>
        )}
        <div className="me-wallet-actions">
          <Link to="/wallet/deposit" className="button button-primary">
            {play ? t`Get free chips` : t`Deposit`}
          </Link>
          {!play && (
            <Link to="/wallet/withdraw" className="button button-secondary">
              {t`Withdraw`}
            </Link>
          )}
        </div>
      </section>
      <nav className="me-tiles" aria-label={t`My records`}>
        <Link to="/transaction" className="me-tile">
          <HistoryIcon width="22" height="22" />
          <span>{t`Transactions`}</span>
        </Link>
        <Link to="/bet-record" className="me-tile">
          <TicketIcon width="22" height="22" />
          <span>{t`My bets`}</span>
        </Link>
        <Link to="/game-history" className="me-tile">
          <DiceIcon width="22" height="22" />
          <span>{t`Game history`}</span>
        </Link>
        <Link to="/bonus" className="me-tile">
          <GiftIcon width="22" height="22" />
          <span>{t`Bonuses`}</span>
        </Link>
      </nav>
    </>
  );
}
