import { useLingui } from '@lingui/react/macro';
import { systemTypes } from '../../../core/betslip/returns';
import type { SlipItem } from '../../../core/betslip/types';
import { useSlip } from './slip-store';

/** The k-of-n choice of a system bet, with how many lines each makes. */
export function SystemPicker({ items, value }: { items: SlipItem[]; value: number | null }) {
  const { t } = useLingui();
  const types = systemTypes(items);
  return (
    <div className="slip-systems" role="radiogroup" aria-label={t`System`}>
      {types.map((s) => (
        <label key={s.k} className="slip-system">
          <input
            type="radio"
            name="slip-system"
            checked={value === s.k}
            onChange={() => useSlip.getState().setSystemK(s.k)}
          />
          <span>
            {s.k}/{s.n} · {t`${s.combos} lines`}
          </span>
        </label>
      ))}
    </div>
  );
}
