import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AcceptOdds } from '../../../core/betslip/types';
import { useSlip } from './slip-store';

/** The slip's standing preferences: how to take odds changes, and whether to keep selections after placing. */
export function SlipSettings() {
  const { t } = useLingui();
  const acceptOdds = useSlip((s) => s.acceptOdds);
  const keep = useSlip((s) => s.keepSelections);
  const id = useId();
  return (
    <div className="slip-settings">
      <label htmlFor={id} className="slip-settings-label">
        {t`When odds change`}
      </label>
      <select
        id={id}
        className="slip-select"
        value={acceptOdds}
        onChange={(e) => useSlip.getState().setAcceptOdds(e.target.value as AcceptOdds)}
      >
        <option value="ask">{t`Always ask`}</option>
        <option value="higher">{t`Accept higher odds`}</option>
        <option value="any">{t`Accept any odds`}</option>
      </select>
      <label className="slip-check">
        <input
          type="checkbox"
          checked={keep}
          onChange={(e) => useSlip.getState().setKeepSelections(e.target.checked)}
        />
        <span>{t`Keep selections after placing`}</span>
      </label>
    </div>
  );
}
