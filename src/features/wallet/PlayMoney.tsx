import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import { DmError } from '../../../core/contract/errors';
import type { PlayStatus } from '../../../core/contract/schemas/rg-play';
import { formatChips } from '../../../core/rg/play';
import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';
import { refreshBalance } from '../../platform/balance';
import { useLoad } from './use-load';
import { walletApi } from './wallet-api';
import { WalletLoading, WalletRetry } from './WalletFrame';

/**
 * Play-money mode (issue #21): on a brand whose market forbids real money, the deposit page gives the free
 * daily chips instead (rg/play/status and rg/play/topup), and says why there is no deposit; the withdraw page
 * says why there is nothing to withdraw. The server refuses deposits and withdrawals on its own.
 */
function useChips(): (minor: number) => string {
  const market = useBrand((s) => s.brand.market);
  const locale = useSettings((s) => s.locale);
  return (minor) => formatChips(minor, { locale, market });
}

/** A local time as the player reads it. */
function useTime(): (ms: number) => string {
  const locale = useSettings((s) => s.locale);
  return (ms) =>
    new Date(ms).toLocaleString(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
}

export function FreeChips() {
  const { t } = useLingui();
  const chips = useChips();
  const time = useTime();
  const status = useLoad(() => walletApi.call(endpoints.playStatus, {}), 'play');
  const [claimed, setClaimed] = useState<PlayStatus | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const view = claimed ?? status.data;

  if (status.loading && !view) return <WalletLoading />;
  if (!view) return <WalletRetry onRetry={status.reload} />;

  const claim = async () => {
    setPending(true);
    setFailure(null);
    try {
      setClaimed(await walletApi.call(endpoints.playTopup, {}, { retries: 0 }));
      await refreshBalance();
    } catch (e) {
      if (e instanceof ApiError && e.info.dm_error === DmError.PlayTopupClaimed) status.reload();
      setFailure(
        e instanceof ApiError && e.info.dm_error === DmError.PlayTopupClaimed
          ? t`Today's free chips are already yours. Come back tomorrow for more.`
          : t`Could not add your chips. Check your connection and try again.`,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="wallet-panel play-panel">
      <section className="play-card" aria-label={t`Your play chips`}>
        <p className="play-card-label">{t`Your play chips`}</p>
        <p className="play-card-amount">
          {chips(view.balance)} <span className="balance-chip-label">{t`chips`}</span>
        </p>
        <p className="wallet-note">{t`Chips are for fun only: they cannot be bought, cashed out or exchanged for money or prizes.`}</p>
      </section>
      <section className="pay-box" aria-label={t`Daily free chips`}>
        <h2 className="play-title">{t`Daily free chips`}</h2>
        <p className="wallet-note">
          {t`Every day you can take ${chips(view.topup_amount)} free chips to play sports and casino games.`}
        </p>
        {view.claimed_today ? (
          <p className="wallet-ok" role="status">
            {t`You have taken today's chips. The next free chips are ready on ${time(view.next_topup_at)}.`}
          </p>
        ) : (
          <button
            type="button"
            className="button button-primary button-block"
            disabled={pending}
            onClick={() => void claim()}
          >
            {pending ? t`Adding chips…` : t`Get ${chips(view.topup_amount)} free chips`}
          </button>
        )}
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
      </section>
      <NoRealMoney />
      <div className="play-links">
        <Link to="/home/sport" className="button button-secondary">
          {t`Play sports`}
        </Link>
        <Link to="/home/casino" className="button button-secondary">
          {t`Play casino`}
        </Link>
      </div>
    </div>
  );
}

/** Why there is no deposit or withdrawal here. */
function NoRealMoney() {
  const { t } = useLingui();
  return (
    <section className="play-why" aria-label={t`Why there is no deposit`}>
      <h2 className="play-title">{t`No deposits or withdrawals`}</h2>
      <p className="wallet-note">
        {t`Real-money online gaming is not allowed in your market, so this site runs in play-money mode: you play with free chips, nothing is paid in and nothing is paid out.`}
      </p>
    </section>
  );
}

export function NoWithdrawal() {
  const { t } = useLingui();
  return (
    <div className="wallet-panel play-panel">
      <NoRealMoney />
      <p className="wallet-note">{t`Chips have no cash value, so there is nothing to withdraw.`}</p>
      <Link to="/wallet/deposit" className="button button-primary button-block">
        {t`Get free chips`}
      </Link>
    </div>
  );
}
