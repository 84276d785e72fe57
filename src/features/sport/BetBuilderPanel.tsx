import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isBuilderMarket } from '../../../core/bets/builder';
import { lineReturn } from '../../../core/bets/returns';
import { ApiError } from '../../../core/api/types';
import { betBuilderPlace } from '../../../core/contract/endpoints-bets';
import type { Match } from '../../../core/contract';
import type { BuilderRefusalCode } from '../../../core/contract/schemas/bets-builder';
import { parseMajorToMinor } from '../../../core/money/parse';
import { formatOdds } from '../../../core/odds/american';
import type { OddsFormat } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { requireLogin } from '../account/login-gate';
import { slipApi } from '../betslip/slip-api';
import { useSlip } from '../betslip/slip-store';
import { useCurrency, useMoney } from '../betslip/use-money';
import { lineLabel } from './MarketGroupView';
import './bet-builder.css';

interface Pick {
  marketId: number;
  ty: number;
  /** "Market: option", as the pick list shows it. */
  label: string;
}

type Placed = { kind: 'idle' } | { kind: 'placing' } | { kind: 'done' } | { kind: 'failed'; message: string };

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The match detail's Bet Builder (issue #23): the markets a builder can combine (win-or-lose markets of one
 * match, core/bets/builder.ts isBuilderMarket), picks toggled like odds buttons (one per market), the joint
 * price polled by the engine (builderQuote) and flashed when it changes, the reason when the picks cannot be
 * combined, and the placement of the whole builder as one bet.
 */
export function BetBuilderPanel({
  match,
  names,
  oddsFormat,
}: {
  match: Match;
  names: Record<string, string>;
  oddsFormat: OddsFormat;
}) {
  const { t } = useLingui();
  const [picks, setPicks] = useState<Pick[]>([]);
  const [stakeText, setStakeText] = useState('10');
  const [placed, setPlaced] = useState<Placed>({ kind: 'idle' });
  const currency = useCurrency();
  const money = useMoney();
  const acceptOdds = useSlip((s) => s.acceptOdds);
  const groups = match.mg.filter((g) => isBuilderMarket(g.mty));
  const params = useMemo(
    () => ({
      matchId: match.id,
      legs: picks.map((p) => ({ matchId: match.id, marketId: p.marketId, ty: p.ty })),
    }),
    [match.id, picks],
  );
  const quote = useTopic('builderQuote', params);
  const q = picks.length >= 2 && quote.data?.matchId === match.id ? quote.data : null;
  const stake = parseMajorToMinor(stakeText, currency);

  const reasons: Record<BuilderRefusalCode, string> = {
    too_few: t`Pick at least two selections.`,
    too_many: t`A bet builder takes at most six selections.`,
    sport: t`Bet builder is not offered for this match.`,
    market: t`This market cannot be combined in a bet builder.`,
    same_market: t`Only one selection per market.`,
    contradictory: t`These selections cannot all win together.`,
    redundant: t`One selection is already implied by the others and would not change the price.`,
    odds_low: t`The combined odds are too low for a bet builder.`,
    odds_high: t`The combined odds are above the bet builder maximum.`,
    closed: t`A selection is not open for betting right now.`,
    other_match: t`All selections must come from this match.`,
  };

  const toggle = (marketId: number, ty: number, label: string) => {
    setPlaced({ kind: 'idle' });
    setPicks((list) => {
      if (list.some((p) => p.marketId === marketId && p.ty === ty))
        return list.filter((p) => !(p.marketId === marketId && p.ty === ty));
      // One pick per market: another option of the same market replaces it.
      return [...list.filter((p) => p.marketId !== marketId), { marketId, ty, label }];
    });
  };

  const place = async () => {
    if (!q?.ok || q.od === undefined || stake === null || stake <= 0) return;
    if (requireLogin({ redirect: window.location.pathname + window.location.search }) !== 'keep') return;
    setPlaced({ kind: 'placing' });
    try {
      await slipApi.call(betBuilderPlace, {
        key: newKey(),
        acceptOdds,
        matchId: match.id,
        legs: params.legs,
        od: q.od,
        stake,
      });
      setPlaced({ kind: 'done' });
      setPicks([]);
    } catch (err) {
      const info = err instanceof ApiError ? err.info : null;
      setPlaced({ kind: 'failed', message: info?.error_msg || t`The bet could not be placed. Try again.` });
      quote.refresh();
    }
  };

  if (groups.length === 0)
    return <p className="builder-note">{t`Bet builder is not offered for this match.`}</p>;

  return (
    <div className="builder">
      <div className="market-groups">
        {groups.map((group) => {
          const name = names[String(group.mty)] ?? t`Market ${group.mty}`;
          return (
            <section key={group.mty} className="market-group">
              <h2 className="market-group-title builder-group-title">{name}</h2>
              <div className="market-group-body">
                {group.mks.map((market) => {
                  const line = lineLabel(market);
                  const title = line ? `${name} ${line}` : name;
                  return (
                    <div key={market.id} className="market-row" role="group" aria-label={title}>
                      {line && <span className="market-line">{line}</span>}
                      <div className="market-options builder-options">
                        {market.op.map((op) => {
                          const on = picks.some((p) => p.marketId === market.id && p.ty === op.ty);
                          return (
                            <button
                              key={op.ty}
                              type="button"
                              className={on ? 'detail-odds is-selected' : 'detail-odds'}
                              aria-pressed={on}
                              disabled={market.ss !== 1}
                              onClick={() => toggle(market.id, op.ty, `${title}: ${op.nm}`)}
                            >
                              <span className="detail-odds-name builder-option-name">{op.nm}</span>
                            </button>
                          );
                        })}
                      </div>
                    </div>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
      <section className="builder-bar" aria-label={t`Bet builder`}>
        {picks.length > 0 && (
          <ol className="builder-picks" aria-label={t`Your selections`}>
            {picks.map((p) => (
              <li key={`${p.marketId}-${p.ty}`}>
                <span>{p.label}</span>
                <button
                  type="button"
                  className="builder-remove"
                  aria-label={t`Remove ${p.label}`}
                  onClick={() => toggle(p.marketId, p.ty, p.label)}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        )}
        <div className="builder-price-row" role="status" aria-live="polite">
          {picks.length < 2 ? (
            <span className="builder-hint">{t`Pick at least two selections from this match.`}</span>
          ) : q === null ? (
            <span className="builder-hint">{t`Pricing…`}</span>
          ) : q.ok && q.od !== undefined ? (
            <>
              <span className="builder-price-label">{t`Bet builder odds`}</span>
              <span
                key={q.od}
                className="builder-price"
                aria-label={t`Bet builder odds ${formatOdds(q.od, oddsFormat)}`}
              >
                {formatOdds(q.od, oddsFormat)}
              </span>
            </>
          ) : (
            <span className="builder-refused">{reasons[q.reason ?? 'too_few']}</span>
          )}
        </div>
        <div className="builder-stake-row">
          <label className="builder-stake">
            <span>{t`Stake (${currency})`}</span>
            <input
              inputMode="decimal"
              value={stakeText}
              onChange={(e) => setStakeText(e.target.value)}
              aria-invalid={stake === null || stake <= 0}
            />
          </label>
          <button
            type="button"
            className="button button-primary builder-place"
            disabled={!q?.ok || stake === null || stake <= 0 || placed.kind === 'placing'}
            onClick={() => void place()}
          >
            {placed.kind === 'placing' ? t`Placing…` : t`Place bet builder`}
          </button>
        </div>
        {q?.ok && q.od !== undefined && stake !== null && stake > 0 && (
          <p className="builder-return">{t`Potential return ${money(lineReturn(stake, [Math.round(q.od * 1000)]), currency)}`}</p>
        )}
        {placed.kind === 'done' && (
          <p className="builder-done" role="status">
            {t`Bet builder placed.`} <Link to="/bet-record">{t`See open bets`}</Link>
          </p>
        )}
        {placed.kind === 'failed' && (
          <p className="builder-refused" role="alert">
            {placed.message}
          </p>
        )}
      </section>
    </div>
  );
}
