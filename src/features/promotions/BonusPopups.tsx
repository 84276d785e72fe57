import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import {
  bonusPopups,
  bonusPopupsAllowedOn,
  pruneCache,
  visiblePopups,
  type BonusPopupKind,
  type PopupCache,
  type PopupEntry,
} from '../../../core/promotions/popups';
import { useBackClose } from '../../app/back-close';
import { isLevelOne } from '../../app/route-meta';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import { showToast } from '../../ui/toast';
import { useMoney } from '../wallet/money';
import { AVAILABLE, dmErrorOf, NO_PARAMS, promoApi, unlockBonus } from './promo-api';
import { CAMPAIGN_TITLES, ERROR_TEXTS, FALLBACK_TITLE, GENERIC_ERROR } from './promo-texts';
import './promotions.css';

const CACHE_KEY = 'bonus-popups';

function readCache(now: number): PopupCache {
  try {
    const raw = JSON.parse(localStorage.getItem(CACHE_KEY) ?? '{}') as unknown;
    return pruneCache(raw && typeof raw === 'object' ? (raw as PopupCache) : {}, now);
  } catch {
    return {};
  }
}

function remember(key: string, now: number): PopupCache {
  const next = { ...readCache(now), [key]: now };
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the server's seen flag still keeps a new bonus from showing twice.
  }
  return next;
}

/**
 * The bonus popup stack (SPEC §4 "Bonus modals", "Popups and tips"; issue #16), mounted by the layout for a
 * logged-in player: from bonus/new_message (an engine topic, every 10 s), one overlay at a time in stack
 * order: a new bonus, a bonus whose wagering is done, a booster. Closing one marks it seen (the server's
 * seen flag for a new bonus, the 24 h popup cache for all); over the tab pages, never on game-room,
 * deposit, withdraw, activity, vip-club or task pages.
 */
export default function BonusPopups() {
  const { pathname } = useLocation();
  const topic = useTopic('bonusMessage', NO_PARAMS);
  const [cache, setCache] = useState<PopupCache>(() => readCache(Date.now()));
  const entries = useMemo(
    () => (topic.data ? visiblePopups(bonusPopups(topic.data), cache, Date.now()) : []),
    [topic.data, cache],
  );
  // Over the tab pages only (home, sports, promotions…), never in the middle of a flow or an excluded page.
  const current = isLevelOne(pathname) && bonusPopupsAllowedOn(pathname) ? entries[0] : undefined;
  const dismiss = (entry: PopupEntry<BonusPopupKind>) => {
    setCache(remember(entry.key, Date.now()));
    if (entry.kind === 'new_bonus')
      void promoApi
        .call(endpoints.bonusNewMessage, { ack: String(entry.id) }, { retries: 1 })
        .then(() => refreshTopic('bonusMessage', NO_PARAMS))
        .catch(() => undefined);
  };
  return current ? <BonusPopup key={current.key} entry={current} onClose={() => dismiss(current)} /> : null;
}

function BonusPopup({ entry, onClose }: { entry: PopupEntry<BonusPopupKind>; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useTopic('bonusList', AVAILABLE);
  const bonus = list.data?.list.find((b) => b.bonus_id === entry.id);
  useBackClose(true, onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  const amount = bonus ? money(bonus.amount, bonus.currency) : '';
  const name = bonus ? i18n._(CAMPAIGN_TITLES[bonus.kind] ?? FALLBACK_TITLE) : '';

  const unlock = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await unlockBonus(entry.id);
      if (res.credited > 0) showToast(t`${amount} moved to your balance`);
      onClose();
    } catch (err) {
      setError(i18n._(ERROR_TEXTS[dmErrorOf(err)] ?? GENERIC_ERROR));
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="promo-popup"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="promo-popup-body">
        <div className="promo-popup-art" aria-hidden="true">
          🎁
        </div>
        <h2 id={titleId}>
          {entry.kind === 'new_bonus'
            ? t`You have a new bonus`
            : entry.kind === 'unlock_bonus'
              ? t`Your bonus is ready to unlock`
              : t`You have a new booster`}
        </h2>
        {bonus && (
          <p className="promo-popup-amount">
            {name} · {amount}
          </p>
        )}
        <p className="promo-popup-text">
          {entry.kind === 'new_bonus'
            ? t`It is in your bonuses. Play to unlock it into cash.`
            : entry.kind === 'unlock_bonus'
              ? t`The wagering is done: move it to your balance now.`
              : t`Use it on a bonus to raise it or unlock it faster.`}
        </p>
        {error && (
          <p className="promo-error" role="alert">
            {error}
          </p>
        )}
        <div className="promo-popup-actions">
          {entry.kind === 'unlock_bonus' ? (
            <button type="button" className="button button-primary" disabled={busy} onClick={unlock}>
              {t`Unlock now`}
            </button>
          ) : (
            <Link to="/bonus" className="button button-primary" onClick={onClose}>
              {t`See my bonuses`}
            </Link>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t`Close`}
          </button>
        </div>
      </div>
    </dialog>
  );
}
