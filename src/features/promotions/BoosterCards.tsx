import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { BoosterItem } from '../../../core/contract/schemas/promotions';
import { BoosterState } from '../../../core/promotions/boosters';
import { useSettings } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { useMoney } from '../wallet/money';
import { dmErrorOf, NO_PARAMS, applyBooster } from './promo-api';
import { ERROR_TEXTS, GENERIC_ERROR } from './promo-texts';

/**
 * The player's booster cards (SPEC §2 "bonus booster cards", booost list / use) on /bonus: each says what it
 * does and until when, and an available one is used on the bonus that is unlocking (or the newest one).
 */
export function BoosterCards() {
  const { t } = useLingui();
  const topic = useTopic('boosters', NO_PARAMS);
  let body;
  if (!topic.data && topic.status === 'error')
    body = (
      <div className="promo-booster-empty">
        <p>{t`Could not load your boosters`}</p>
        <button type="button" className="button button-secondary" onClick={topic.refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  else if (!topic.data) body = <PageSkeleton rows={1} />;
  else if (topic.data.list.length === 0)
    body = (
      <div className="promo-booster-empty">
        <p>{t`No boosters yet. Deposits and codes can bring one.`}</p>
        <Link to="/promotion">{t`See promotions`}</Link>
      </div>
    );
  else
    body = (
      <ul className="promo-boosters">
        {topic.data.list.map((b) => (
          <BoosterCard key={b.id} booster={b} />
        ))}
      </ul>
    );
  return (
    <section className="promo-booster-section" aria-label={t`Boosters`}>
      <h2 className="promo-section-title">{t`Boosters`}</h2>
      {body}
    </section>
  );
}

function BoosterCard({ booster: b }: { booster: BoosterItem }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const locale = useSettings((s) => s.locale);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = (ms: number) => new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const percent = b.percent;
  const title = b.kind === 'bonus_value' ? t`Bonus +${percent}%` : t`Wagering −${percent}%`;
  const cap = money(b.cap, b.currency);
  const what =
    b.kind === 'bonus_value'
      ? b.cap > 0
        ? t`Raises a bonus by ${percent}%, up to ${cap}.`
        : t`Raises a bonus by ${percent}%.`
      : t`Cuts what a bonus still needs wagered by ${percent}%.`;
  const effect = money(b.effect, b.currency);
  const until = date(b.expires_at);
  const used = date(b.used_at);
  const status =
    b.state === BoosterState.Available
      ? t`Use by ${until}`
      : b.state === BoosterState.Used
        ? b.kind === 'bonus_value'
          ? t`Used ${used}: +${effect} bonus`
          : t`Used ${used}: ${effect} less to wager`
        : t`Expired ${until}`;

  const use = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await applyBooster(b.id);
      const amount = money(res.booster.effect, res.booster.currency);
      showToast(b.kind === 'bonus_value' ? t`Your bonus grew by ${amount}` : t`${amount} less to wager`);
    } catch (err) {
      setError(i18n._(ERROR_TEXTS[dmErrorOf(err)] ?? GENERIC_ERROR));
    }
    setBusy(false);
  };

  return (
    <li className={`promo-booster promo-booster-${b.state}`} aria-label={title}>
      <span className="promo-booster-art" aria-hidden="true">
        {b.kind === 'bonus_value' ? '⚡' : '»'}
      </span>
      <div className="promo-booster-text">
        <p className="promo-booster-title">{title}</p>
        <p className="promo-card-note">{what}</p>
        <p className="promo-booster-status">{status}</p>
        {error && (
          <p className="promo-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {b.state === BoosterState.Available && (
        <button
          type="button"
          className="button button-primary promo-booster-use"
          disabled={busy}
          onClick={use}
        >
          {busy ? t`Using…` : t`Use`}
        </button>
      )}
    </li>
  );
}
