import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RgStatus } from '../../../core/contract/schemas/rg';
import { showToast } from '../../ui/toast';
import { excludeFor } from './rg-api';
import { errorOf, useDateTime } from './rg-format';

/** A time out or a self-exclusion, asked twice (a dialog confirms what cannot be undone). */
export function BreakCard({ s }: { s: RgStatus }) {
  const { t } = useLingui();
  const when = useDateTime();
  const dialog = useRef<HTMLDialogElement>(null);
  const [timeout, setTimeoutDays] = useState('1');
  const [exclusion, setExclusion] = useState('6');
  const [chosen, setChosen] = useState<{ kind: 'timeout' | 'self_exclusion'; length: number | null } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const ask = (kind: 'timeout' | 'self_exclusion') => {
    const raw = kind === 'timeout' ? timeout : exclusion;
    setChosen({ kind, length: raw === 'permanent' ? null : Number(raw) });
    dialog.current?.showModal();
  };
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const next = await excludeFor(chosen.kind, chosen.length);
      dialog.current?.close();
      const until = next.exclusion?.until;
      showToast(until ? t`Your break runs until ${when(until)}.` : t`You are self-excluded permanently.`);
    } catch (err) {
      dialog.current?.close();
      showToast(errorOf(err, t`The break could not be started. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  const length = (c: NonNullable<typeof chosen>) =>
    c.length === null
      ? t`permanently`
      : c.kind === 'timeout'
        ? t`for ${c.length} days`
        : t`for ${c.length} months`;
  return (
    <section className="rg-card" aria-labelledby="rg-break">
      <h2 id="rg-break" className="rg-h2">
        {t`Take a break`}
      </h2>
      <p className="rg-note">
        {t`During a break you cannot bet, play or deposit, and we send you no offers. You can still withdraw. A break cannot be ended early.`}
      </p>
      <div className="rg-break-line">
        <label htmlFor="rg-timeout" className="rg-label">
          {t`Time out`}
        </label>
        <select
          id="rg-timeout"
          className="rg-input"
          value={timeout}
          onChange={(e) => setTimeoutDays(e.target.value)}
        >
          {[1, 7, 14, 30, 42].map((d) => (
            <option key={d} value={String(d)}>
              {d === 1 ? t`24 hours` : t`${d} days`}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-secondary"
          disabled={s.exclusion?.until === null}
          onClick={() => ask('timeout')}
        >
          {t`Start time out`}
        </button>
      </div>
      <div className="rg-break-line">
        <label htmlFor="rg-exclusion" className="rg-label">
          {t`Self-exclusion`}
        </label>
        <select
          id="rg-exclusion"
          className="rg-input"
          value={exclusion}
          onChange={(e) => setExclusion(e.target.value)}
        >
          {[6, 12, 24, 60].map((m) => (
            <option key={m} value={String(m)}>
              {m % 12 === 0 ? t`${m / 12} years` : t`${m} months`}
            </option>
          ))}
          <option value="permanent">{t`Permanent`}</option>
        </select>
        <button
          type="button"
          className="button button-danger"
          disabled={s.exclusion?.until === null}
          onClick={() => ask('self_exclusion')}
        >
          {t`Self-exclude`}
        </button>
      </div>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="rg-break-title">
        <h2 id="rg-break-title">{chosen?.kind === 'timeout' ? t`Start a time out?` : t`Self-exclude?`}</h2>
        <p>
          {chosen
            ? t`Your account will be closed to bets, games and deposits ${length(chosen)}. This cannot be undone early.`
            : ''}
        </p>
        <div className="confirm-actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {t`Cancel`}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t`Confirm`}
          </button>
        </div>
      </dialog>
    </section>
  );
}
