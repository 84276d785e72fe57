import { useLingui } from '@lingui/react/macro';
import { kindProblem } from '../../../core/betslip/returns';
import type { BetKind, SlipItem } from '../../../core/betslip/types';
import { useSlip } from './slip-store';

/** Single / Combo / System tabs; a kind the selections cannot make is shown but not selectable. */
export function KindTabs({ items, kind, disabled }: { items: SlipItem[]; kind: BetKind; disabled: boolean }) {
  const { t } = useLingui();
  const tabs: { kind: BetKind; label: string }[] = [
    { kind: 'single_bet', label: t`Single` },
    { kind: 'bet_multi', label: t`Combo` },
    { kind: 'system_bet', label: t`System` },
  ];
  return (
    <div className="slip-tabs" role="tablist" aria-label={t`Bet type`}>
      {tabs.map((tab) => {
        const unavailable = disabled || (tab.kind !== 'single_bet' && kindProblem(tab.kind, items) !== null);
        return (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            aria-selected={kind === tab.kind}
            aria-disabled={unavailable && kind !== tab.kind}
            className="slip-tab"
            onClick={() => !unavailable && useSlip.getState().setKind(tab.kind)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
