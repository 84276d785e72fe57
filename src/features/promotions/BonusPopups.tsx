import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import {
  bonusPopupsAllowedOn,
  promoPopups,
  pruneCache,
  rainPopup,
  visiblePopups,
  type BonusPopupKind,
  type PopupCache,
  type PopupEntry,
} from '../../../core/promotions/popups';
import { useBackClose } from '../../app/back-close';
import { usePopupsHeld } from '../../app/popup-hold';
import { isLevelOne } from '../../app/route-meta';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import { showToast } from '../../ui/toast';
import { useMoney } from '../wallet/money';
import type { ActivityItem } from '../../../core/contract/schemas/promotions';
import { AVAILABLE, dmErrorOf, NO_PARAMS, promoApi, unlockBonus } from './promo-api';
import { CAMPAIGN_TITLES, ERROR_TEXTS, FALLBACK_TITLE, GENERIC_ERROR } from './promo-texts';
import './promotions.css';
import { PopupArt } from './popup-art';

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
 * order (SPEC §9 levels): the register bonus (plan B, 0), a new bonus, a bonus whose wagering is done, a
 * booster, new free rounds (1), the charge tip (first charge, 2), the money rain (2.1). Closing one marks it seen (the server's
 * seen flag for a new bonus, the 24 h popup cache for all); over the tab pages, never on game-room,
 * deposit, withdraw, activity, vip-club or task pages.
 */
export default function BonusPopups() {
  const { pathname } = useLocation();
  const held = usePopupsHeld();
  const topic = useTopic('bonusMessage', NO_PARAMS);
  const bonuses = useTopic('bonusList', AVAILABLE);
  const activities = useTopic('activities', NO_PARAMS);
  const rain = useTopic('redPacketRain', NO_PARAMS);
  const [cache, setCache] = useState<PopupCache>(() => readCache(Date.now()));
  // The charge tip is armed when the player leaves a deposit page, once the offer is read again (a first
  // deposit paid there ends the offer).
  const [armed, setArmed] = useState(false);
  const onDeposit = useRef(false);
  useEffect(() => {
    // The whole deposit flow (/wallet/deposit, /deposit-wait, /deposit-result) counts as the deposit page: a
    // player who went on to pay is asked again only once the offer is read after the flow (a paid first
    // deposit ends it), not on the way from the form to the payment screen.
    const here = pathname.split('/').some((p) => p === 'deposit' || p.startsWith('deposit-'));
    if (here) onDeposit.current = true;
    else if (onDeposit.current) {
      onDeposit.current = false;
      setArmed(false);
      void Promise.resolve(refreshTopic('activities', NO_PARAMS)).then(() => setArmed(true));
    }
  }, [pathname]);
  const entries = useMemo(() => {
    const now = Date.now();
    // The charge tip: the first-deposit offer this player can still take (state 1, no bonus from it yet).
    const firstCharge = activities.data?.list.find(
      (a) => a.kind === 'first_deposit' && a.state === 1 && a.bonus === null,
    );
    const facts = {
      kindOf: (id: number) => bonuses.data?.list.find((b) => b.bonus_id === id)?.kind,
      firstChargeActivity: armed ? (firstCharge?.activity_id ?? 0) : 0,
    };
    const all: PopupEntry<StackKind>[] = [
      ...(topic.data ? promoPopups(topic.data, facts) : []),
      ...(rain.data ? [rainPopup(rain.data, now)] : []),
    ];
    return visiblePopups(all, cache, now);
  }, [topic.data, bonuses.data, activities.data, rain.data, cache, armed]);
  // Over the tab pages only (home, sports, promotions…), never in the middle of a flow or an excluded page.
  const current = !held && isLevelOne(pathname) && bonusPopupsAllowedOn(pathname) ? entries[0] : undefined;
  const dismiss = (entry: PopupEntry<StackKind>) => {
    setCache(remember(entry.key, Date.now()));
    if (entry.kind === 'free_round_bonus')
      void promoApi
        .call(endpoints.bonusNewMessage, { ack_free_round: String(entry.id) }, { retries: 1 })
        .then(() => refreshTopic('bonusMessage', NO_PARAMS))
        .catch(() => undefined);
    // A booster is shown once its card list is read (the server marks the listed cards seen).
    if (entry.kind === 'new_bonus_boost')
      void promoApi
        .call(endpoints.boosterList, {}, { retries: 1 })
        .then(() => refreshTopic('bonusMessage', NO_PARAMS))
        .catch(() => undefined);
    if (entry.kind === 'new_bonus' || entry.kind === 'register_bonus')
      void promoApi
        .call(endpoints.bonusNewMessage, { ack: String(entry.id) }, { retries: 1 })
        .then(() => refreshTopic('bonusMessage', NO_PARAMS))
        .catch(() => undefined);
  };
  if (!current) return null;
  if (current.kind === 'money_rain') return <RainPopup key={current.key} onClose={() => dismiss(current)} />;
  if (current.kind === 'free_round_bonus')
    return <FreeRoundsPopup key={current.key} grantId={current.id} onClose={() => dismiss(current)} />;
  if (current.kind === 'charge_tip') {
    const offer = activities.data?.list.find((a) => a.activity_id === current.id);
    return offer ? <ChargeTip key={current.key} offer={offer} onClose={() => dismiss(current)} /> : null;
  }
  return (
    <BonusPopup
      key={current.key}
      entry={current as PopupEntry<BonusPopupKind>}
      onClose={() => dismiss(current)}
    />
  );
}

type StackKind = BonusPopupKind | 'money_rain';

/**
 * The back key closes the popup. The close handler is read through a ref: the stack re-renders on every
 * topic update with a new handler, and a changed handler would re-run useBackClose, whose cleanup's
 * history.back() then fires the new listener and closes the popup by itself.
 */
function useBackCloseStable(onClose: () => void) {
  const ref = useRef(onClose);
  ref.current = onClose;
  const close = useCallback(() => ref.current(), []);
  useBackClose(true, close);
}

/** A modal dialog opened on mount (the popups' one overlay). */
function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [ref]);
}

/**
 * The popups' one overlay: a modal dialog opened on mount, named by its title, closed by the back key and
 * Escape; `art` is the emoji above the title.
 */
function PopupDialog({
  art,
  title,
  onClose,
  children,
}: {
  art: ReactNode;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useBackCloseStable(onClose);
  useModal(ref);
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
          {art}
        </div>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}

/**
 * A link's click in a popup: closing pops the popup's history entry (useBackClose), which would undo a plain
 * navigation, so the route is opened once that back step is done.
 */
function useGoAfterClose(to: string, onClose: () => void) {
  const navigate = useNavigate();
  return (e: MouseEvent) => {
    e.preventDefault();
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      navigate(to);
    };
    window.addEventListener('popstate', () => setTimeout(go, 0), { once: true });
    setTimeout(go, 400);
    onClose();
  };
}

/** The money-rain popup (level 2.1): a red-packet rain is live; join it or close. */
function RainPopup({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const join = useGoAfterClose('/red-packet-rain', onClose);
  return (
    <PopupDialog art={<PopupArt kind="packet" />} title={t`Red packet rain is live!`} onClose={onClose}>
      <p className="promo-popup-text">{t`Tap the falling red packets to win cash prizes before the rain ends.`}</p>
      <div className="promo-popup-actions">
        <Link to="/red-packet-rain" className="button button-primary" onClick={join}>
          {t`Join the rain`}
        </Link>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </PopupDialog>
  );
}

/**
 * The charge tip (SPEC §2 overlays, level "first charge"): a player who opened the deposit page and left it
 * before a first deposit is reminded of the first-deposit offer, with the way back to the deposit page.
 */
function ChargeTip({ offer, onClose }: { offer: ActivityItem; onClose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const percent = offer.rules.percent;
  const cap = money(offer.rules.cap, offer.currency);
  const min = money(offer.rules.min_deposit, offer.currency);
  return (
    <PopupDialog
      art={<PopupArt kind="money" />}
      title={t`Your first deposit bonus is waiting`}
      onClose={onClose}
    >
      <p className="promo-popup-amount">{t`${percent}% bonus up to ${cap}`}</p>
      <p className="promo-popup-text">
        {t`Deposit ${min} or more for the first time and get the bonus at once.`}
      </p>
      <div className="promo-popup-actions">
        <Link to="/wallet/deposit" className="button button-primary" onClick={onClose}>
          {t`Deposit now`}
        </Link>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t`Not now`}
        </button>
      </div>
    </PopupDialog>
  );
}

/**
 * New free rounds (SPEC §3 "New bonus: free_round_bonus"): how many spins, of which game, the stake of each,
 * and the way to play them.
 */
function FreeRoundsPopup({ grantId, onClose }: { grantId: number; onClose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const rounds = useTopic('freeRounds', NO_PARAMS);
  const grant = rounds.data?.available.list.find((g) => g.id === grantId);
  const stake = grant ? money(grant.stake, grant.currency) : '';
  const play = useGoAfterClose('/promotion/free-rounds', onClose);
  return (
    <PopupDialog art={<PopupArt kind="slot" />} title={t`You got free spins`} onClose={onClose}>
      {grant && (
        <p className="promo-popup-amount">{t`${grant.left} free spins of ${stake} on Fruit Fiesta`}</p>
      )}
      <p className="promo-popup-text">{t`What free spins win goes to your bonus balance.`}</p>
      <div className="promo-popup-actions">
        <Link to="/promotion/free-rounds" className="button button-primary" onClick={play}>
          {t`Play free spins`}
        </Link>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </PopupDialog>
  );
}

function BonusPopup({ entry, onClose }: { entry: PopupEntry<BonusPopupKind>; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useTopic('bonusList', AVAILABLE);
  const bonus = list.data?.list.find((b) => b.bonus_id === entry.id);
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
    <PopupDialog
      art={<PopupArt kind="gift" />}
      title={
        entry.kind === 'register_bonus'
          ? t`Welcome! Your sign-up bonus is here`
          : entry.kind === 'new_bonus'
            ? t`You have a new bonus`
            : entry.kind === 'unlock_bonus'
              ? t`Your bonus is ready to unlock`
              : t`You have a new booster`
      }
      onClose={onClose}
    >
      {bonus && (
        <p className="promo-popup-amount">
          {name} · {amount}
        </p>
      )}
      <p className="promo-popup-text">
        {entry.kind === 'register_bonus'
          ? t`Thanks for joining. Start it in your bonuses and play to turn it into cash.`
          : entry.kind === 'new_bonus'
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
    </PopupDialog>
  );
}
