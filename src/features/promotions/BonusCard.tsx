import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DmError } from '../../../core/contract/errors';
import type { BonusItem } from '../../../core/contract/schemas/promotions';
import { BonusState } from '../../../core/promotions/types';
import { useSettings } from '../../app/stores/settings';
import { showToast } from '../../ui/toast';
import { useMoney } from '../wallet/money';
import { BonusRules } from './BonusRules';
import { dmErrorOf, unlockBonus } from './promo-api';
import { CAMPAIGN_TITLES, ERROR_TEXTS, FALLBACK_TITLE, GENERIC_ERROR, STATE_LABELS } from './promo-texts';

type Phase = 'idle' | 'busy' | 'confirm' | 'done';

/** One bonus: amount, state, wagering progress bar, expiry, rules and its action (start, unlock, play). */
export function BonusCard({ bonus }: { bonus: BonusItem }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const locale = useSettings((s) => s.locale);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const title = i18n._(CAMPAIGN_TITLES[bonus.kind] ?? FALLBACK_TITLE);
  const amount = money(bonus.amount, bonus.currency);
  const wagered = money(bonus.wagered, bonus.currency);
  const required = money(bonus.wager_required, bonus.currency);
  const date = (ms: number) => new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const expires = date(bonus.expires_at);
  const finished = bonus.finished_at ? date(bonus.finished_at) : '';

  const act = async (replace = false) => {
    setPhase('busy');
    setError(null);
    try {
      const res = await unlockBonus(bonus.bonus_id, replace);
      // The card leaves the available list on the next refresh: the confirmation is a toast that stays.
      if (res.credited > 0) showToast(t`${amount} moved to your balance`);
      setPhase(res.credited > 0 ? 'done' : 'idle');
    } catch (err) {
      const code = dmErrorOf(err);
      if (code === DmError.BonusUnlockBusy) return setPhase('confirm');
      setError(i18n._(ERROR_TEXTS[code] ?? GENERIC_ERROR));
      setPhase('idle');
    }
  };

  return (
    <article className={`promo-card promo-state-${bonus.state}`} aria-label={title}>
      <header className="promo-card-head">
        <div>
          <h3 className="promo-card-title">{title}</h3>
          <p className="promo-card-amount">{amount}</p>
        </div>
        <span className="promo-badge">{i18n._(STATE_LABELS[bonus.state] ?? FALLBACK_TITLE)}</span>
      </header>
      {bonus.state !== BonusState.Expired && (
        <>
          <div
            className="promo-progress"
            role="progressbar"
            aria-label={t`Wagering progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bonus.progress}
          >
            <span style={{ width: `${bonus.progress}%` }} />
          </div>
          <p className="promo-card-note">
            {t`Wagered ${wagered} of ${required}`} · {bonus.progress}%
          </p>
        </>
      )}
      <p className="promo-card-note">
        {bonus.state === BonusState.Unlocked
          ? t`Moved to your balance on ${finished}`
          : bonus.state === BonusState.Expired
            ? t`Expired on ${finished}`
            : t`Expires on ${expires}`}
      </p>
      <button
        type="button"
        className="promo-link"
        aria-expanded={rulesOpen}
        onClick={() => setRulesOpen((o) => !o)}
      >
        {rulesOpen ? t`Hide rules` : t`Rules`}
      </button>
      {rulesOpen && <BonusRules rules={bonus.rules} currency={bonus.currency} kind={bonus.kind} />}
      {error && (
        <p className="promo-error" role="alert">
          {error}
        </p>
      )}
      {phase === 'confirm' ? (
        <div className="promo-confirm" role="group" aria-label={t`Switch bonus`}>
          <p>{t`Another bonus is unlocking. Switch to this one? The other keeps its progress.`}</p>
          <div className="promo-actions">
            <button type="button" className="button button-primary" onClick={() => void act(true)}>
              {t`Switch`}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setPhase('idle')}>
              {t`Cancel`}
            </button>
          </div>
        </div>
      ) : (
        <Action bonus={bonus} busy={phase === 'busy'} onAct={() => void act()} />
      )}
    </article>
  );
}

function Action({ bonus, busy, onAct }: { bonus: BonusItem; busy: boolean; onAct: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const amount = money(bonus.amount, bonus.currency);
  if (bonus.state === BonusState.Locked)
    return (
      <button type="button" className="button button-primary promo-action" disabled={busy} onClick={onAct}>
        {t`Start unlocking`}
      </button>
    );
  if (bonus.state === BonusState.Unlocking && bonus.can_unlock)
    return (
      <button type="button" className="button button-primary promo-action" disabled={busy} onClick={onAct}>
        {t`Unlock ${amount}`}
      </button>
    );
  if (bonus.state === BonusState.Unlocking)
    return (
      <div className="promo-actions">
        <Link to="/home/slots" className="button button-secondary">
          {t`Play slots`}
        </Link>
        <Link to="/sport" className="button button-secondary">
          {t`Bet on sports`}
        </Link>
      </div>
    );
  return null;
}
