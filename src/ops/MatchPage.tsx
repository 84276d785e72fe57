/**
 * One match for a trader: its markets with the per-outcome liability of the operator's brands' open bets,
 * and the actions (suspend / reopen / void a market, void the match, correct the final score), each
 * confirmed with a reason that goes to the audit log. Voids and corrections move the money of every brand
 * with bets on the match: the server refuses them to an operator whose brands do not cover those brands,
 * and the page says so instead of offering them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { opsMarketAction, opsMatch, opsMatchCorrect } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsMarketRow, OpsTradingOutcome } from '../../core/contract/schemas/ops-trading';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { dateTime, money } from './format';
import { useMatchState } from './TradingPage';
import { useLoad } from './use-load';

type Open =
  | { kind: 'market'; market: OpsMarketRow; action: 'suspend' | 'reopen' | 'void' }
  | { kind: 'void_match' }
  | { kind: 'score' };

export function MatchPage({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const detail = useLoad(() => call(opsMatch, { match_id: id, lang: i18n.locale }), [id, i18n.locale]);
  const stateText = useMatchState();
  const [open, setOpen] = useState<Open | null>(null);
  const [score, setScore] = useState({ home: '', away: '' });
  const [notice, setNotice] = useState('');
  const l = i18n.locale;
  const canAct = me.permissions.includes('trading.act');
  const d = detail.data;
  const outcomeText = (o: OpsTradingOutcome) => {
    const legs = o.legs;
    const settled = o.settled;
    const revised = o.revised.length;
    const short = o.revised.filter((r) => r.shortfall > 0).length;
    return short
      ? t`Done: ${legs} bet legs judged, ${settled} bets settled, ${revised} settled bets revised, ${short} with a shortfall to collect (see the audit log).`
      : t`Done: ${legs} bet legs judged, ${settled} bets settled, ${revised} settled bets revised.`;
  };
  const marketTitle = (m: OpsMarketRow) => `${m.market_name}${m.line ? ` · ${m.line}` : ''}`;
  const statusChip = (m: OpsMarketRow) =>
    m.status === 3 ? (
      <span className="ops-chip">{t`Closed`}</span>
    ) : m.status === 2 ? (
      <span className="ops-chip ops-warn">{m.held ? t`Suspended by operator` : t`Suspended`}</span>
    ) : (
      <span className="ops-chip ops-ok">{t`Open`}</span>
    );
  // Markets with bets first: that is where the risk is.
  const mks = d ? [...d.markets].sort((a, b) => b.liability.length - a.liability.length) : [];
  const validScore = /^\d{1,3}$/.test(score.home) && /^\d{1,3}$/.test(score.away);

  return (
    <section className="ops-page">
      <p>
        <Link to="/trading">
          <Trans>← Matches</Trans>
        </Link>
      </p>
      <LoadState
        loading={detail.loading}
        error={detail.error}
        empty={false}
        onRetry={detail.reload}
        emptyText=""
      />
      {d && (
        <>
          <div className="ops-row ops-head">
            <h1>
              {d.match.home} – {d.match.away}
            </h1>
            <span className="ops-chip">{stateText(d.match)}</span>
            <span className="ops-grow" />
            <button type="button" className="ops-btn" onClick={detail.reload}>
              <Trans>Refresh</Trans>
            </button>
          </div>
          <p className="ops-muted">
            {d.match.league} · {dateTime(d.match.begin_at, l)} · <Trans>{d.match.open_bets} open bets</Trans>
          </p>
          {notice && (
            <p role="status" className="ops-notice">
              {notice}
            </p>
          )}
          {canAct && !d.can_correct && (
            <p className="ops-hint">
              <Trans>
                Bets of brands outside your scope are on this match ({d.bet_brands.join(', ')}): only an
                operator of all of them can void it or correct its score.
              </Trans>
            </p>
          )}
          {canAct && d.can_correct && d.match.status !== 7 && (
            <div className="ops-actions">
              {d.match.status === 6 && (
                <button type="button" className="ops-btn" onClick={() => setOpen({ kind: 'score' })}>
                  <Trans>Correct score</Trans>
                </button>
              )}
              <button
                type="button"
                className="ops-btn ops-danger"
                onClick={() => setOpen({ kind: 'void_match' })}
              >
                <Trans>Void match</Trans>
              </button>
            </div>
          )}
          {mks.map((m) => (
            <article
              key={m.market_id}
              className="ops-card ops-market"
              aria-label={t`Market ${marketTitle(m)}`}
            >
              <div className="ops-row">
                <strong>{marketTitle(m)}</strong>
                {statusChip(m)}
                <span className="ops-muted">
                  {m.options.map((o) => `${o.name} ${(o.odds_milli / 1000).toFixed(2)}`).join(' · ')}
                </span>
                <span className="ops-grow" />
                {canAct && m.status !== 3 && (
                  <div className="ops-actions">
                    <button
                      type="button"
                      className="ops-btn"
                      aria-label={
                        m.status === 2 ? t`Reopen market ${m.market_id}` : t`Suspend market ${m.market_id}`
                      }
                      onClick={() =>
                        setOpen({ kind: 'market', market: m, action: m.status === 2 ? 'reopen' : 'suspend' })
                      }
                    >
                      {m.status === 2 ? <Trans>Reopen</Trans> : <Trans>Suspend</Trans>}
                    </button>
                    {d.can_correct && (
                      <button
                        type="button"
                        className="ops-btn ops-danger"
                        aria-label={t`Void market ${m.market_id}`}
                        onClick={() => setOpen({ kind: 'market', market: m, action: 'void' })}
                      >
                        <Trans>Void</Trans>
                      </button>
                    )}
                  </div>
                )}
              </div>
              {m.liability.length > 0 && (
                <div className="ops-scroll">
                  <table className="ops-table" aria-label={t`Liability of market ${m.market_id}`}>
                    <thead>
                      <tr>
                        <th>
                          <Trans>Outcome</Trans>
                        </th>
                        <th className="ops-num">
                          <Trans>Singles</Trans>
                        </th>
                        <th className="ops-num">
                          <Trans>Stakes</Trans>
                        </th>
                        <th className="ops-num">
                          <Trans>Pays if it wins</Trans>
                        </th>
                        <th className="ops-num">
                          <Trans>Book if it wins</Trans>
                        </th>
                        <th className="ops-num ops-wide-only">
                          <Trans>Multiples exposure</Trans>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {m.liability.map((o) => (
                        <tr key={`${o.ty}-${o.currency}`}>
                          <td>{m.options.find((x) => x.ty === o.ty)?.name ?? o.ty}</td>
                          <td className="ops-num">{o.singles}</td>
                          <td className="ops-num">{money(o.single_stakes, o.currency, l)}</td>
                          <td className="ops-num">{money(o.single_payout, o.currency, l)}</td>
                          <td className={`ops-num ${o.net < 0 ? 'ops-neg' : 'ops-pos'}`}>
                            {money(o.net, o.currency, l)}
                          </td>
                          <td className="ops-num ops-wide-only">
                            {o.multiples > 0
                              ? `${money(o.multiple_exposure, o.currency, l)} (${o.multiples})`
                              : ''}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </article>
          ))}
        </>
      )}
      {open && d && (
        <ReasonDialog
          title={
            open.kind === 'score'
              ? t`Correct the final score`
              : open.kind === 'void_match'
                ? t`Void match`
                : open.action === 'void'
                  ? t`Void market`
                  : open.action === 'suspend'
                    ? t`Suspend market`
                    : t`Reopen market`
          }
          confirm={
            open.kind === 'score'
              ? t`Re-settle`
              : open.kind === 'void_match'
                ? t`Void match`
                : open.action === 'void'
                  ? t`Void market`
                  : open.action === 'suspend'
                    ? t`Suspend market`
                    : t`Reopen market`
          }
          danger={open.kind !== 'market' || open.action === 'void'}
          valid={open.kind !== 'score' || validScore}
          onClose={() => setOpen(null)}
          onConfirm={async (reason) => {
            const out =
              open.kind === 'market'
                ? await call(opsMarketAction, {
                    market_id: open.market.market_id,
                    action: open.action,
                    reason,
                  })
                : open.kind === 'void_match'
                  ? await call(opsMatchCorrect, { match_id: id, action: 'void', reason })
                  : await call(opsMatchCorrect, {
                      match_id: id,
                      action: 'score',
                      home: Number(score.home),
                      away: Number(score.away),
                      reason,
                    });
            setNotice(outcomeText(out));
            detail.reload();
          }}
        >
          {open.kind === 'market' && (
            <p>
              {marketTitle(open.market)} · {open.market.options.map((o) => o.name).join(' · ')}
            </p>
          )}
          {(open.kind === 'void_match' || (open.kind === 'market' && open.action === 'void')) && (
            <p>
              <Trans>
                Every bet on it is void: open singles are refunded now, settled bets are re-settled and the
                players are notified. This affects the bets of every brand on the match.
              </Trans>
            </p>
          )}
          {open.kind === 'score' && (
            <div className="ops-row">
              <label>
                {d.match.home}
                <input
                  inputMode="numeric"
                  value={score.home}
                  onChange={(e) => setScore({ ...score, home: e.target.value })}
                />
              </label>
              <label>
                {d.match.away}
                <input
                  inputMode="numeric"
                  value={score.away}
                  onChange={(e) => setScore({ ...score, away: e.target.value })}
                />
              </label>
            </div>
          )}
          {open.kind === 'score' && (
            <p>
              <Trans>
                Every bet on the match is judged again on this score; money moves both ways and the players
                are notified. Winnings a player no longer holds are reported as a shortfall.
              </Trans>
            </p>
          )}
        </ReasonDialog>
      )}
    </section>
  );
}
