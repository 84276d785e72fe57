import { memo, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Market, MarketGroup } from '../../../core/contract';
import type { OddsFormat } from '../../app/stores/settings';
import { OddsButton } from './OddsButton';

interface Props {
  matchId: number;
  group: MarketGroup;
  name: string;
  oddsFormat: OddsFormat;
}

/**
 * The line of a market (SPEC §3 `li`), shown beside its options unless every option already says it (the
 * feed names total options "Over 2.5" / "Under 2.5", handicap options "Team -1.5" / "Team +1.5").
 */
export function lineLabel(market: Market): string | null {
  const li = market.li;
  if (!li) return null;
  // A handicap's line is -1.5 for one side and +1.5 for the other: compare without the sign.
  const size = li.replace(/^[+-]/, '');
  return market.op.every((o) => o.nm.includes(size)) ? null : li;
}

/**
 * Options per row: two- and three-way markets on one row; longer ones (correct score 26, HT/FT 9, winning
 * margin 7) wrap in rows of three, so a button stays wide enough for its name and price on a phone.
 */
export const columnsOf = (options: number) => (options <= 3 ? Math.max(options, 1) : options === 4 ? 2 : 3);

/** One market group of the detail page: a heading that folds it, then a row of odds per market (line). */
export const MarketGroupView = memo(function MarketGroupView({ matchId, group, name, oddsFormat }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className="market-group">
      <h2 className="market-group-title">
        <button
          type="button"
          className="market-group-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{name}</span>
          <span className="market-group-chevron" aria-hidden="true" />
        </button>
      </h2>
      {open && (
        <div id={bodyId} className="market-group-body">
          {group.mks.map((market) => {
            const line = lineLabel(market);
            return (
              <div
                key={market.id}
                className="market-row"
                role="group"
                aria-label={line ? t`${name}, line ${line}` : name}
              >
                {line && <span className="market-line">{line}</span>}
                <div
                  className="market-options"
                  style={{ gridTemplateColumns: `repeat(${columnsOf(market.op.length)}, 1fr)` }}
                >
                  {market.op.map((op) => (
                    <OddsButton
                      key={`${op.ty}-${op.nm}`}
                      moveKey={`${matchId}-${market.id}-${op.ty}-${op.nm}`}
                      name={op.nm}
                      od={op.od}
                      suspended={market.ss !== 1}
                      oddsFormat={oddsFormat}
                    />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
});
