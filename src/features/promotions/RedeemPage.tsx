import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { RedeemResult } from '../../../core/contract/schemas/promotions';
import { refreshTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { BonusCard } from './BonusCard';
import { LoggedIn } from './LoggedIn';
import { dmErrorOf, NO_PARAMS, redeem } from './promo-api';
import { ERROR_TEXTS, GENERIC_ERROR } from './promo-texts';
import './promotions.css';

/** /redeem: a promo code grants its bonus or its free spins (once per player, while the code lasts). */
export default function RedeemPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Redeem code`}>
      <LoggedIn>
        <RedeemForm />
      </LoggedIn>
    </Page>
  );
}

function RedeemForm() {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [granted, setGranted] = useState<RedeemResult | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await redeem(code.trim());
      setGranted(res);
      setCode('');
      // The new free spins: their page and the free_round_bonus popup read them at once.
      if (res.free_rounds) {
        void refreshTopic('freeRounds', NO_PARAMS);
        void refreshTopic('bonusMessage', NO_PARAMS);
      }
    } catch (err) {
      setError(i18n._(ERROR_TEXTS[dmErrorOf(err)] ?? GENERIC_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="promo-pad">
      <form className="promo-redeem" onSubmit={(e) => void submit(e)}>
        <label htmlFor="redeem-code">{t`Promo code`}</label>
        <input
          id="redeem-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t`Enter your code`}
        />
        <button type="submit" className="button button-primary" disabled={busy || !code.trim()}>
          {busy ? t`Checking…` : t`Redeem`}
        </button>
      </form>
      {error && (
        <p className="promo-error" role="alert">
          {error}
        </p>
      )}
      {granted?.bonus && (
        <>
          <p className="promo-success" role="status">
            {t`Code accepted: your bonus is below.`}
          </p>
          <BonusCard bonus={granted.bonus} />
        </>
      )}
      {granted?.free_rounds && (
        <>
          <p className="promo-success" role="status">
            {t`Code accepted: ${granted.free_rounds.spins} free spins are yours.`}
          </p>
          <Link to="/promotion/free-rounds" className="button button-primary">
            {t`Play free spins`}
          </Link>
        </>
      )}
      <p className="promo-card-note">
        {t`Each code works once per account. Bonus money unlocks into your balance after its wagering.`}
      </p>
    </div>
  );
}
