import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useBrand } from '../../app/stores/brand';
import { useAskBar } from '../../app/ask-bars';
import { IosBookmarkPopup, PwaInstallPopup } from './InstallDialogs';
import {
  closeInstallOffers,
  installClosedRecently,
  promptInstall,
  reportInstall,
  systemClock,
  useInstallView,
  type Clock,
} from './install-hooks';
import { refreshBalance } from '../../platform/balance';
import { showToast } from '../../ui/toast';
import { useMoney, useWalletCurrency } from '../wallet/money';
import './install.css';

/**
 * SPEC §2 "An app-install top bar for logged-in users", with the PWA install popup and, on iOS, the bookmark
 * popup. Not shown when the app already runs installed, inside a native shell or Telegram, once installed,
 * or for 24 h after the player closed the bar or a popup (SPEC §9).
 */
export default function InstallLayer({ showBar, clock = systemClock }: { showBar: boolean; clock?: Clock }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const name = useBrand((s) => s.brand.name);
  const brandId = useBrand((s) => s.brand.id);
  const view = useInstallView();
  const money = useMoney();
  const currency = useWalletCurrency();
  const [closed, setClosed] = useState(() => installClosedRecently(clock()));
  const [popup, setPopup] = useState<'pwa' | 'ios' | null>(null);
  const icon = `/brand-icons/${brandId}/icon-192.png`;
  const close = () => {
    closeInstallOffers(clock());
    setClosed(true);
    setPopup(null);
  };
  const install = async () => {
    if (view.platform === 'ios') return setPopup('ios');
    if (!view.canPrompt) return setPopup('pwa');
    setPopup(null);
    const outcome = await promptInstall(pathname, clock);
    if (outcome === 'dismissed') setClosed(installClosedRecently(clock()));
    if (outcome === 'accepted') announce(await reportInstall('prompt'));
  };
  const announce = (reward: number) => {
    if (reward <= 0) return;
    showToast(
      t`Thanks for installing the app: ${money(reward, currency)} was added to your bonuses.`,
      'info',
    );
    void refreshBalance();
  };
  // Opened as the installed app (a home-screen web clip on iOS, or a browser that installed it elsewhere).
  const standalone = view.standalone && !view.embedded;
  useEffect(() => {
    if (standalone) void reportInstall(view.platform === 'ios' ? 'ios' : 'prompt').then(announce);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per launch
  }, [standalone]);
  const offered = !(view.standalone || view.embedded || view.installed);
  // One ask bar at a time (src/app/ask-bars.ts): below the operator's top bar, above notifications.
  const barShown = useAskBar('install', offered && !closed && showBar);
  if (!offered) return null;
  if (!popup && !barShown) return null;
  return (
    <>
      {barShown && (
        <section className="install-bar" aria-label={t`Install the app`}>
          <img src={icon} width="32" height="32" alt="" className="install-bar-icon" />
          <button
            type="button"
            className="install-bar-text"
            onClick={() => setPopup(view.platform === 'ios' ? 'ios' : 'pwa')}
          >
            <strong>{t`${name} app`}</strong>
            <span>{t`Faster, full screen, with alerts.`}</span>
          </button>
          <button type="button" className="button button-primary button-small" onClick={() => void install()}>
            {view.platform === 'ios' ? t`Add` : t`Install`}
          </button>
          <button
            type="button"
            className="icon-button icon-button-small"
            aria-label={t`Close install bar`}
            onClick={close}
          >
            ×
          </button>
        </section>
      )}
      {popup === 'pwa' && (
        <PwaInstallPopup
          name={name}
          icon={icon}
          canPrompt={view.canPrompt}
          onInstall={() => void install()}
          onClose={close}
        />
      )}
      {popup === 'ios' && <IosBookmarkPopup name={name} icon={icon} onClose={close} />}
    </>
  );
}
