import { useLingui } from '@lingui/react/macro';
import { itemKey } from '../../../core/betslip/slip';
import type { Ticket } from '../../../core/betslip/ticket';
import type { SlipItem } from '../../../core/betslip/types';
import { formatOdds } from '../../../core/odds/american';
import { useSettings } from '../../app/stores/settings';
import { useSlip } from './slip-store';
import { StakeField } from './StakeField';
import { useMoney } from './use-money';

/** One selection of the slip: pick, odds (with their change), remove, and its own stake on a single bet. */
export function SelectionRow({
  item,
  stakeLine,
  currency,
  sameMatch,
}: {
  item: SlipItem;
  stakeLine: Ticket['lines'][number] | undefined;
  currency: string;
  sameMatch: boolean;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const oddsFormat = useSettings((s) => s.oddsFormat);
  const odds = formatOdds(item.od, oddsFormat);
  const was = formatOdds(item.quotedOd, oddsFormat);
  const suspended = item.ss !== 1 || item.od <= 1;
  const key = itemKey(item);
  return (
    <li className={suspended ? 'slip-item slip-item-suspended' : 'slip-item'}>
      <div className="slip-item-main">
        <span className="slip-item-pick">{item.nm}</span>
        {item.marketName && <span className="slip-item-market">{item.marketName}</span>}
        {item.matchName && <span className="slip-item-match">{item.matchName}</span>}
        {sameMatch && <span className="slip-item-warn">{t`Same match as another selection`}</span>}
      </div>
      <div className="slip-item-side">
        {suspended ? (
          <span className="slip-item-suspended-tag">{t`Suspended`}</span>
        ) : (
          <span className="slip-item-odds" data-change={item.change ?? undefined}>
            {item.change && (
              <span aria-hidden="true" className="slip-odds-mark">
                {item.change === 'up' ? '▲' : '▼'}
              </span>
            )}
            {odds}
            {item.change && (
              <span className="visually-hidden">
                {item.change === 'up' ? t`Odds up from ${was}` : t`Odds down from ${was}`}
              </span>
            )}
          </span>
        )}
        <button
          type="button"
          className="slip-remove"
          aria-label={t`Remove ${item.nm}`}
          onClick={() => useSlip.getState().remove(key)}
        >
          ×
        </button>
      </div>
      {stakeLine && (
        <div className="slip-item-stake">
          <StakeField
            label={t`Stake for ${item.nm}`}
            value={stakeLine.stake}
            currency={currency}
            onChange={(m) => useSlip.getState().setItemStake(key, m)}
          />
          <span className="slip-item-return">
            {t`Return`} {money(stakeLine.potentialReturn)}
          </span>
        </div>
      )}
    </li>
  );
}
