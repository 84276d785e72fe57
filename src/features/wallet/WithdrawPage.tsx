import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import { DmError } from '../../../core/contract/errors';
import { parseMajorToMinor, toMajor } from '../../../core/money/parse';
import { isPayMethod, withdrawMethods, type PayMethod } from '../../../core/wallet';
import { useBrand } from '../../app/stores/brand';
import { refreshBalance, usePlayMoneyState } from '../../platform/balance';
import { NoWithdrawal } from './PlayMoney';
import { Field } from '../account/forms';
import { useLoad } from './use-load';
import { WithdrawShare } from './WithdrawShare';
import { useMoney, useWalletCurrency } from './money';
import {
  createWithdrawal,
  errorText,
  fetchAccountElements,
  fetchWithdrawAccounts,
  fetchWithdrawBalance,
  type WithdrawAccount,
} from './wallet-api';
import { WalletFrame, WalletLoading, WalletRetry } from './WalletFrame';
import { WithdrawAccountForm } from './WithdrawAccountForm';

/**
 * /withdraw and /wallet/withdraw: the withdrawable cash (bonus and free bets are not), the saved accounts
 * (account/get) or a new one (account/elements/get, elements/set with the SPEC §5 rules), the amount with
 * its fee (2%, capped, SPEC §9) and minimum, then payout/order/create, which reserves the amount at once;
 * /record-detail follows the order until the provider completes or returns it.
 */
export default function WithdrawPage() {
  const { t } = useLingui();
  // Play-money mode (issue #21): chips are not withdrawn; the page says why.
  const play = usePlayMoneyState();
  return (
    <WalletFrame title={t`Withdraw`}>
      {play === null ? <WalletLoading /> : play ? <NoWithdrawal /> : <Withdraw />}
    </WalletFrame>
  );
}

interface WithdrawData {
  balance: Awaited<ReturnType<typeof fetchWithdrawBalance>>;
  accounts: WithdrawAccount[];
  methods: PayMethod[];
}

function Withdraw() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const brandId = useBrand((s) => s.brand.id);
  const currency = useWalletCurrency();
  const money = useMoney();
  const data = useLoad<WithdrawData>(async () => {
    const [balance, accounts, elements] = await Promise.all([
      fetchWithdrawBalance(currency),
      fetchWithdrawAccounts(),
      fetchAccountElements(),
    ]);
    const offered = elements.map((e) => e.method).filter(isPayMethod);
    return { balance, accounts, methods: offered.length ? offered : [...withdrawMethods(brandId)] };
  }, currency);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  // Issue #16: the server refused because the withdrawal would forfeit an active bonus; the player confirms.
  const [forfeitAsk, setForfeitAsk] = useState(false);

  if (data.loading && !data.data) return <WalletLoading />;
  if (!data.data) return <WalletRetry onRetry={data.reload} />;
  const { balance, accounts, methods } = data.data;
  const usable = accounts.filter((a) => methods.includes(a.method as PayMethod));
  const account = usable.find((a) => a.account_id === accountId) ?? usable[0];
  const amount = parseMajorToMinor(amountText, currency);
  const fee = amount ? Math.min(balance.max_fee, Math.ceil((amount * balance.fee_bps) / 10_000)) : 0;
  const amountError = (() => {
    if (amount === null || amount <= 0)
      return amountText.trim() ? t`Enter a valid amount.` : t`Enter an amount.`;
    if (amount < balance.min_amount)
      return t`The minimum withdrawal is ${money(balance.min_amount, currency)}.`;
    if (amount > balance.withdrawable)
      return t`You can withdraw up to ${money(balance.withdrawable, currency)}.`;
    return null;
  })();

  const submit = async (forfeitBonus = false) => {
    setTried(true);
    if (amountError || !account || pending) return;
    setPending(true);
    setFailure(null);
    setForfeitAsk(false);
    try {
      const order = await createWithdrawal({
        amount: amount!,
        accountId: account.account_id,
        currency,
        idempotencyKey: attemptKey,
        forfeitBonus,
      });
      setAttemptKey(crypto.randomUUID());
      void refreshBalance();
      void navigate(`/record-detail?order_id=${encodeURIComponent(order.order_id)}&type=payout`);
    } catch (error) {
      if (error instanceof ApiError && error.info.dm_error === DmError.WithdrawForfeitsBonus)
        setForfeitAsk(true);
      else setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="wallet-panel">
      <section className="balance-card" aria-label={t`Withdrawable balance`}>
        <span className="field-label">{t`Withdrawable`}</span>
        <strong className="balance-card-amount">{money(balance.withdrawable, currency)}</strong>
        {balance.pending_payout > 0 && (
          <span className="wallet-note">{t`In progress: ${money(balance.pending_payout, currency)}`}</span>
        )}
      </section>
      {usable.length > 0 && !adding && (
        <fieldset className="wallet-fieldset">
          <legend className="field-label">{t`Withdraw to`}</legend>
          <div role="radiogroup" aria-label={t`Withdraw to`} className="option-stack">
            {usable.map((a) => (
              <button
                key={a.account_id}
                type="button"
                role="radio"
                aria-checked={a.account_id === account?.account_id}
                className="sheet-option"
                onClick={() => setAccountId(a.account_id)}
              >
                <span>
                  {a.method} · {a.account_masked}
                </span>
                <span className="sheet-option-value">{a.holder_name}</span>
              </button>
            ))}
          </div>
          <button type="button" className="wallet-link" onClick={() => setAdding(true)}>
            {t`Add another account`}
          </button>
        </fieldset>
      )}
      {(usable.length === 0 || adding) && methods.length > 0 && (
        <WithdrawAccountForm
          methods={methods}
          currency={currency}
          onSaved={(saved) => {
            setAdding(false);
            setAccountId(saved.account_id);
            data.reload();
          }}
          {...(usable.length > 0 ? { onCancel: () => setAdding(false) } : {})}
        />
      )}
      {usable.length > 0 && !adding && (
        <form
          className="wallet-form"
          aria-label={t`Withdraw`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
          {forfeitAsk && (
            <div className="form-failure" role="alert">
              <p>{t`You have an active bonus. Withdrawing now forfeits it: the bonus and its progress are lost.`}</p>
              <button type="button" className="button button-primary" onClick={() => void submit(true)}>
                {t`Withdraw and give up the bonus`}
              </button>{' '}
              <button type="button" className="button button-secondary" onClick={() => setForfeitAsk(false)}>
                {t`Keep my bonus`}
              </button>
            </div>
          )}
          <Field
            label={t`Amount (${currency})`}
            value={amountText}
            onChange={(v) => setAmountText(v.replace(/[^\d.,]/g, ''))}
            inputMode="numeric"
            autoComplete="off"
            error={tried ? amountError : null}
            trailing={
              <button
                type="button"
                className="field-action"
                onClick={() => setAmountText(toMajor(balance.withdrawable))}
              >
                {t`All`}
              </button>
            }
          />
          <dl className="fee-list">
            <div>
              <dt>{t`Fee`}</dt>
              <dd>{money(amount && !amountError ? fee : 0, currency)}</dd>
            </div>
            <div>
              <dt>{t`You receive`}</dt>
              <dd>{money(amount && !amountError ? amount - fee : 0, currency)}</dd>
            </div>
          </dl>
          <p className="field-hint">
            {t`Minimum ${money(balance.min_amount, currency)}. Fee ${balance.fee_bps / 100}%, at most ${money(balance.max_fee, currency)}.`}
          </p>
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={pending}
            aria-busy={pending}
          >
            {t`Withdraw`}
          </button>
        </form>
      )}
      <WithdrawShare />
      <Link to="/transaction" className="wallet-link">
        {t`See transactions`}
      </Link>
    </div>
  );
}
