import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { switchHandle, switchInfo } from '../../../core/contract/endpoints-install';
import type { SwitchInfo } from '../../../core/contract';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { api, quietApi } from '../../platform/api';
import { StorageKey, writeStored } from '../../platform/storage';
import { refreshBalance } from '../../platform/balance';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import { showToast } from '../../ui/toast';
import { useMoney, useWalletCurrency } from '../wallet/money';
import './install.css';

const NO_PARAMS = {};

/**
 * /activity/ui-switch-reward: the UI version switch (SPEC §4). It shows which look applies (switch/info:
 * the player's switch, else Brazil's A/B flag, else the brand's) and switches through switch/handle, then
 * goes to that look's home: /home/game (new) or /game (classic). Where the brand runs the UI-switch reward
 * (campaign kind ui_switch, issue #20) the page names it, and the first switch to the new look grants it.
 */
export default function UiSwitchPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [info, setInfo] = useState<SwitchInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const money = useMoney();
  const currency = useWalletCurrency();
  // The brand's UI-switch reward, when it runs one and this player has not had it.
  const offer = useTopic('activities', NO_PARAMS).data?.list.find((a) => a.kind === 'ui_switch');
  const reward =
    offer && !offer.bonus && offer.rules.amount > 0 ? money(offer.rules.amount, offer.currency) : null;
  useEffect(() => {
    let live = true;
    setFailed(false);
    quietApi.call(switchInfo, {}).then(
      (r) => live && setInfo(r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const choose = async (newUi: boolean) => {
    setBusy(true);
    try {
      const r = await api.call(switchHandle, { new_ui: newUi });
      writeStored(StorageKey.uiNew, r.new_ui ? '1' : '0');
      if (r.reward) {
        showToast(t`New look reward: ${money(r.reward, currency)} was added to your bonuses.`, 'info');
        refreshTopic('activities', NO_PARAMS);
        void refreshBalance();
      }
      navigate(r.home);
    } catch {
      setBusy(false); // the api client showed the error
    }
  };
  const title = t`New look`;
  if (failed && !info)
    return (
      <Page title={title}>
        <EmptyState
          title={t`The switch did not load`}
          action={
            <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
              {t`Try again`}
            </button>
          }
        />
      </Page>
    );
  if (!info)
    return (
      <Page title={title}>
        <PageSkeleton rows={3} />
      </Page>
    );
  return (
    <Page title={title}>
      <section className="download-card">
        <h3>{t`Choose your look`}</h3>
        <p>{t`Switch between the new home and the classic game hall at any time. Your account, balance and bets stay the same.`}</p>
        {reward && !info.new_ui && (
          <p className="ui-switch-reward">{t`Try the new look for the first time and get a ${reward} bonus.`}</p>
        )}
      </section>
      <div className="ui-switch-options">
        <div className="ui-switch-option" data-current={info.new_ui}>
          <strong>{t`New look`}</strong>
          <span>{t`Home with casino, slots and sport tabs.`}</span>
          {info.new_ui && <span role="status">{t`In use`}</span>}
        </div>
        <div className="ui-switch-option" data-current={!info.new_ui}>
          <strong>{t`Classic`}</strong>
          <span>{t`The game hall you know.`}</span>
          {!info.new_ui && <span role="status">{t`In use`}</span>}
        </div>
      </div>
      <div className="download-card download-actions">
        {info.new_ui ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void choose(false)}
          >
            {t`Switch to the classic look`}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void choose(true)}
          >
            {t`Switch to the new look`}
          </button>
        )}
      </div>
    </Page>
  );
}
