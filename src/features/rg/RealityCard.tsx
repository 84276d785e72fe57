import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RgStatus } from '../../../core/contract/schemas/rg';
import { showToast } from '../../ui/toast';
import { setRealityInterval } from './rg-api';
import { errorOf } from './rg-format';

const REALITY_CHOICES = [15, 30, 60, 120] as const;

/** The reality-check interval: the market's default or the player's own. */
export function RealityCard({ s }: { s: RgStatus }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const value = s.reality_custom ? String(s.reality_minutes) : 'market';
  const change = async (next: string) => {
    setBusy(true);
    try {
      await setRealityInterval(next === 'market' ? null : Number(next));
      showToast(t`Reality check saved`);
    } catch (err) {
      showToast(errorOf(err, t`The setting could not be saved. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  const market = s.profile.reality_minutes;
  return (
    <section className="rg-card" aria-labelledby="rg-reality">
      <h2 id="rg-reality" className="rg-h2">
        {t`Reality check`}
      </h2>
      <p className="rg-note">{t`A reminder of how long you have played and your result, at the interval you choose.`}</p>
      <label htmlFor="rg-reality-select" className="rg-label">
        {t`Remind me every`}
      </label>
      <select
        id="rg-reality-select"
        className="rg-input"
        value={value}
        disabled={busy}
        onChange={(e) => void change(e.target.value)}
      >
        <option value="market">
          {market > 0 ? t`${market} minutes (market default)` : t`Off (market default)`}
        </option>
        {REALITY_CHOICES.map((m) => (
          <option key={m} value={String(m)}>
            {t`${m} minutes`}
          </option>
        ))}
      </select>
    </section>
  );
}
