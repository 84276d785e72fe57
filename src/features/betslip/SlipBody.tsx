import { useEffect, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { betAmounts } from '../../../core/betslip/amounts';
import { itemKey } from '../../../core/betslip/slip';
import { buildTicket } from '../../../core/betslip/ticket';
import type { SlipItem } from '../../../core/betslip/types';
import { DmError } from '../../../core/contract/errors';
import type { FreeBet } from '../../../core/contract/schemas/bets';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { requireLogin } from '../account/login-gate';
import { BonusStakeNote } from './BonusStakeNote';
import { DepositPrompt } from './DepositPrompt';
import { KindTabs } from './KindTabs';
import type { PlaceRequest } from './place';
import { PlaceStatus } from './PlaceStatus';
import { ProblemText } from './ProblemText';
import { SelectionRow } from './SelectionRow';
import { fetchFreeBets } from './slip-api';
import { SlipSettings } from './SlipSettings';
import { useSlip } from './slip-store';
import { useSlipLimits } from './slip-sync';
import { LimitsLine, Summary } from './SlipTotals';
import { QuickAmounts, StakeField } from './StakeField';
import { SystemPicker } from './SystemPicker';
import { submit, usePlacing } from './use-place';
import { useBalance, useCurrency, useMoney } from './use-money';

/**
 * The slip with selections in it: owns the ticket (stakes, limits, free bet) that the parts below read, and
 * builds the place request from it.
 */
export function SlipBody({ items, onClose }: { items: SlipItem[]; onClose: () => void }) {
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
  const refusedForBalance = placing.phase === 'rejected' && placing.code === DmError.InsufficientBalance;

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
      {(problem === 'above-balance' || refusedForBalance) && <DepositPrompt onClose={onClose} />}
      {placing.phase === 'rejected' && placing.code === DmError.BonusMaxStakeExceeded && (
        <BonusStakeNote onClose={onClose} />
      )}
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
