import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '../../platform/router';
import { useLingui } from '@lingui/react/macro';
import { betAmounts } from '../../../core/betslip/amounts';
import { kindProblem, systemTypes } from '../../../core/betslip/returns';
import { itemKey } from '../../../core/betslip/slip';
import { buildTicket, type Ticket } from '../../../core/betslip/ticket';
import type { AcceptOdds, BetKind, SlipItem } from '../../../core/betslip/types';
import type { FreeBet } from '../../../core/contract/schemas/bets';
import { formatOdds } from '../../../core/odds/american';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { requireLogin } from '../account/login-gate';
import type { PlaceRequest } from './place';
import { fetchFreeBets } from './slip-api';
import { useSlip } from './slip-store';
import { useSlipLimits } from './slip-sync';
import { QuickAmounts, StakeField } from './StakeField';
import { submit, usePlacing } from './use-place';
import { useBalance, useCurrency, useMoney } from './use-money';

/** The full bet slip (SPEC §4 modal "full"): selections, bet type tabs, stakes, returns, settings, Place bet. */
export function SlipSheet({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const items = useSlip((s) => s.slip.items);
  const phase = usePlacing((s) => s.phase);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  // A finished placement's message belongs to that attempt: a fresh opening starts clean.
  useEffect(() => () => usePlacing.getState().reset(), []);
  return (
    <div className="slip-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="slip-sheet" role="dialog" aria-modal="true" aria-label={t`Bet slip`}>
        <header className="slip-head">
          <h2 id={titleId} className="slip-title">
            {t`Bet slip`}
            {items.length > 0 && <span className="slip-title-count">{items.length}</span>}
          </h2>
          {items.length > 0 && phase !== 'success' && (
            <button
              type="button"
              className="slip-link-button"
              onClick={() => useSlip.getState().clear()}
              aria-label={t`Remove all selections`}
            >
              {t`Clear all`}
            </button>
          )}
          <button
            ref={closeRef}
            type="button"
            className="slip-close"
            onClick={onClose}
            aria-label={t`Close bet slip`}
          >
            ×
          </button>
        </header>
        {phase === 'success' ? (
          <PlacedPanel onClose={onClose} />
        ) : items.length === 0 ? (
          <div className="slip-empty">
            <p className="slip-empty-title">{t`Bet slip is empty`}</p>
            <p>{t`Tap the odds of a match to add a selection.`}</p>
          </div>
        ) : (
          <SlipBody items={items} />
        )}
      </div>
    </div>
  );
}

/** Runs `go` after the back-close pop that closing the sheet causes (or at once if none comes). */
function afterBack(go: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', run);
    go();
  };
  window.addEventListener('popstate', run);
  window.setTimeout(run, 400);
}

function PlacedPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const money = useMoney();
  const orders = usePlacing((s) => s.orders);
  const stake = orders.reduce((n, o) => n + o.stake, 0);
  const potential = orders.reduce((n, o) => n + o.potentialReturn, 0);
  const currency = orders[0]?.currency;
  return (
    <div className="slip-placed" role="status">
      <p className="slip-placed-title">{t`Bet placed`}</p>
      {orders.length > 0 && (
        <dl className="slip-summary">
          <div>
            <dt>{t`Total stake`}</dt>
            <dd>{money(stake, currency)}</dd>
          </div>
          <div>
            <dt>{t`Potential return`}</dt>
            <dd>{money(potential, currency)}</dd>
          </div>
        </dl>
      )}
      <div className="slip-actions">
        <Link
          className="button button-secondary"
          to="/bet-record"
          onClick={(e) => {
            // Closing the sheet pops its history entry (back-close.ts): go on once that has happened.
            e.preventDefault();
            afterBack(() => navigate('/bet-record'));
            onClose();
          }}
        >
          {t`Open bets`}
        </Link>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            usePlacing.getState().reset();
            if (!useSlip.getState().slip.items.length) onClose();
          }}
        >
          {t`Done`}
        </button>
      </div>
    </div>
  );
}

function SlipBody({ items }: { items: SlipItem[] }) {
  const { t } = useLingui();
  const money = useMoney();
  const currency = useCurrency();
  const balance = useBalance(currency);
  const loggedIn = useSession(isLoggedIn);
  const kind = useSlip((s) => s.kind);
  const stake = useSlip((s) => s.stake);
  const systemK = useSlip((s) => s.systemK);
  const needAccept = useSlip((s) => s.slip.needAcceptLatestOdds);
  const acceptOdds = useSlip((s) => s.acceptOdds);
  const info = useSlipLimits((s) => s.info);
  const stale = useSlipLimits((s) => s.failed);
  const placing = usePlacing();
  const [freeBets, setFreeBets] = useState<FreeBet[]>([]);
  const [freeBetId, setFreeBetId] = useState<string | null>(null);
  const problemId = useId();

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    fetchFreeBets(currency)
      .then((list) => live && setFreeBets(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, currency]);

  const table = betAmounts(currency);
  const useInfo = info && info.currency.toUpperCase() === currency.toUpperCase() ? info : null;
  const min = useInfo?.minBet || table.min;
  const defaultStake = useInfo?.defaultBet || table.default;
  const quick = useInfo?.quickAmounts.length ? useInfo.quickAmounts : table.quick;
  const freeBet = freeBets.find((f) => f.freeBetId === freeBetId) ?? null;
  const maxSingle = useInfo?.maxSingleBet || table.maxSingle;
  const maxMulti = useInfo?.maxBetMulti || table.maxMulti;

  const ticket = useMemo(
    () =>
      buildTicket({
        items,
        kind,
        stake,
        systemK,
        needAcceptLatestOdds: needAccept,
        defaultStake,
        minStake: min,
        maxSingle,
        maxMulti,
        balance: loggedIn ? balance : undefined,
        freeBet: freeBet ? { amount: freeBet.amount, minOdds: freeBet.minOdds } : null,
      }),
    [
      items,
      kind,
      stake,
      systemK,
      needAccept,
      defaultStake,
      min,
      maxSingle,
      maxMulti,
      loggedIn,
      balance,
      freeBet,
    ],
  );
  const busy = placing.phase === 'sending' || placing.phase === 'confirming';

  const place = () => {
    if (requireLogin({ redirect: window.location.pathname + window.location.search }) !== 'keep') return;
    const selections = items.map((i) => ({
      matchId: i.matchId,
      marketId: i.marketId,
      ty: i.ty,
      od: i.quotedOd,
    }));
    let request: PlaceRequest;
    if (freeBet) request = { kind: 'free', body: { acceptOdds, freeBetId: freeBet.freeBetId, selections } };
    else if (kind === 'single_bet')
      request = {
        kind,
        body: {
          acceptOdds,
          bets: selections.map((selection, i) => ({ selection, stake: ticket.lines[i]!.stake })),
        },
      };
    else
      request = {
        kind,
        body: {
          acceptOdds,
          kind,
          selections,
          stake: ticket.stakePerLine ?? 0,
          ...(kind === 'system_bet' && ticket.systemK ? { systemK: ticket.systemK } : {}),
        },
      };
    void submit(request).then((outcome) => {
      if (outcome?.phase === 'success' && freeBet) {
        setFreeBets((list) => list.filter((f) => f.freeBetId !== freeBet.freeBetId));
        setFreeBetId(null);
      }
    });
  };

  // A visitor may not know the balance: the stake problem then is the server's to tell after login.
  const problem = !loggedIn && ticket.problem === 'above-balance' ? null : ticket.problem;

  return (
    <div className="slip-body">
      <KindTabs items={items} kind={kind} disabled={freeBet !== null} />
      {needAccept && (
        <div className="slip-odds-changed" role="alert">
          <span>{t`Odds have changed.`}</span>
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => useSlip.getState().acceptNewOdds()}
          >
            {t`Accept new odds`}
          </button>
        </div>
      )}
      {stale && <p className="slip-note">{t`Could not refresh the odds. They may have changed.`}</p>}
      <ul className="slip-items" aria-label={t`Selections`}>
        {items.map((item, i) => (
          <SelectionRow
            key={itemKey(item)}
            item={item}
            stakeLine={kind === 'single_bet' && !freeBet ? ticket.lines[i] : undefined}
            currency={currency}
            sameMatch={kind !== 'single_bet' && items.some((o) => o !== item && o.matchId === item.matchId)}
          />
        ))}
      </ul>

      {!freeBet && kind === 'system_bet' && <SystemPicker items={items} value={ticket.systemK} />}
      {!freeBet &&
        kind !== 'single_bet' &&
        ticket.problem !== 'too-few' &&
        ticket.problem !== 'same-match' && (
          <div className="slip-stake-row">
            <span className="slip-stake-label">{kind === 'system_bet' ? t`Stake per line` : t`Stake`}</span>
            <StakeField
              label={kind === 'system_bet' ? t`Stake per line` : t`Stake`}
              value={ticket.stakePerLine ?? defaultStake}
              currency={currency}
              describedBy={problem ? problemId : undefined}
              onChange={(m) => useSlip.getState().setStake(m)}
            />
          </div>
        )}
      {!freeBet && (
        <QuickAmounts
          amounts={quick}
          currency={currency}
          onPick={(amount) => {
            const s = useSlip.getState();
            if (s.kind === 'single_bet')
              for (const item of s.slip.items) s.setItemStake(itemKey(item), amount);
            else s.setStake(amount);
          }}
        />
      )}

      {freeBets.length > 0 && (
        <label className="slip-check">
          <input
            type="checkbox"
            checked={freeBet !== null}
            onChange={(e) => setFreeBetId(e.target.checked ? freeBets[0]!.freeBetId : null)}
          />
          <span>{t`Use free bet (${money(freeBets[0]!.amount, freeBets[0]!.currency)})`}</span>
        </label>
      )}

      <Summary ticket={ticket} currency={currency} free={freeBet !== null} />
      <LimitsLine
        min={min}
        max={kind === 'single_bet' ? maxSingle : maxMulti}
        currency={currency}
        perLine={kind === 'system_bet'}
      />
      {problem && problem !== 'odds-changed' && (
        <p id={problemId} className="slip-problem">
          <ProblemText
            problem={problem}
            min={min}
            max={kind === 'single_bet' ? maxSingle : maxMulti}
            minOdds={freeBet?.minOdds}
          />
        </p>
      )}

      <PlaceStatus />
      {problem === 'odds-changed' ? (
        <button
          type="button"
          className="button button-primary slip-place"
          onClick={() => useSlip.getState().acceptNewOdds()}
        >
          {t`Accept new odds`}
        </button>
      ) : (
        <button
          type="button"
          className="button button-primary slip-place"
          disabled={busy || problem !== null}
          aria-busy={busy}
          onClick={place}
        >
          {busy ? t`Placing…` : t`Place bet`}
          {!busy && ticket.totalStake > 0 && (
            <span className="slip-place-amount">{money(ticket.totalStake)}</span>
          )}
        </button>
      )}
      <SlipSettings />
    </div>
  );
}

function KindTabs({ items, kind, disabled }: { items: SlipItem[]; kind: BetKind; disabled: boolean }) {
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

function SelectionRow({
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

function SystemPicker({ items, value }: { items: SlipItem[]; value: number | null }) {
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

function Summary({ ticket, currency, free }: { ticket: Ticket; currency: string; free: boolean }) {
  const { t } = useLingui();
  const money = useMoney();
  const oddsFormat = useSettings((s) => s.oddsFormat);
  return (
    <dl className="slip-summary" aria-live="polite">
      {ticket.combinedOdds !== null && ticket.kind !== 'single_bet' && (
        <div>
          <dt>{t`Total odds`}</dt>
          <dd>{formatOdds(ticket.combinedOdds / 1000, oddsFormat)}</dd>
        </div>
      )}
      {ticket.kind === 'system_bet' && !free && (
        <div>
          <dt>{t`Lines`}</dt>
          <dd>{ticket.lineCount}</dd>
        </div>
      )}
      <div>
        <dt>{free ? t`Free bet stake` : t`Total stake`}</dt>
        <dd>{money(ticket.totalStake, currency)}</dd>
      </div>
      <div className="slip-summary-return">
        <dt>{t`Potential return`}</dt>
        <dd>{money(ticket.potentialReturn, currency)}</dd>
      </div>
    </dl>
  );
}

function LimitsLine({
  min,
  max,
  currency,
  perLine,
}: {
  min: number;
  max?: number;
  currency: string;
  perLine: boolean;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const minText = money(min, currency);
  const maxText = max ? money(max, currency) : null;
  return (
    <p className="slip-limits">
      {perLine
        ? maxText
          ? t`Per line: min ${minText}, max ${maxText}`
          : t`Per line: min ${minText}`
        : maxText
          ? t`Min ${minText}, max ${maxText}`
          : t`Min ${minText}`}
    </p>
  );
}

function ProblemText({
  problem,
  min,
  max,
  minOdds,
}: {
  problem: NonNullable<Ticket['problem']>;
  min: number;
  max?: number;
  minOdds?: number;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const kind = useSlip((s) => s.kind);
  switch (problem) {
    case 'too-few':
      return kind === 'system_bet'
        ? t`A system bet needs at least 3 selections from different matches.`
        : t`A combo needs at least 2 selections from different matches.`;
    case 'same-match':
      return t`Selections of the same match cannot be combined.`;
    case 'empty':
      return t`Enter a stake.`;
    case 'below-min':
      return t`The minimum stake is ${money(min)}.`;
    case 'above-max':
      return t`The maximum stake is ${money(max ?? 0)}.`;
    case 'above-balance':
      return t`Your balance is not enough for this bet.`;
    case 'suspended':
      return t`A selection is suspended. Remove it to place the bet.`;
    case 'no-system':
      return t`Choose a system.`;
    case 'free-min-odds':
      return t`This free bet needs total odds of at least ${minOdds ?? 1}.`;
    default:
      return null;
  }
}

function PlaceStatus() {
  const { t } = useLingui();
  const { phase, message } = usePlacing();
  if (phase === 'sending') return <p className="slip-status" role="status">{t`Placing your bet…`}</p>;
  if (phase === 'confirming') return <p className="slip-status" role="status">{t`Confirming your bet…`}</p>;
  if (phase === 'rejected' || phase === 'offline' || phase === 'unknown')
    return (
      <p className="slip-status slip-status-error" role="alert">
        {message}
      </p>
    );
  return null;
}

function SlipSettings() {
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
