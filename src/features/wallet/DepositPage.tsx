import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { parseMajorToMinor, toMajor } from '../../../core/money/parse';
import { depositWaitRoute } from '../../../core/wallet/wait-page';
import {
  checkDepositAmount,
  cryptoNetworks,
  DEPOSIT_QUICK_AMOUNTS,
  depositLimits,
  type DepositRuleError,
} from '../../../core/wallet';
import { useBrand } from '../../app/stores/brand';
import { refreshBalance, usePlayMoneyState } from '../../platform/balance';
import { FreeChips } from './PlayMoney';
import { showToast } from '../../ui/toast';
import { Field } from '../account/forms';
import { CardFields, EMPTY_CARD } from './CardForm';
import { checkCard } from './card';
import { safeLocalPath } from '../account/redirect-path';
import { CurrencyPicker } from './CurrencySheets';
import { writeDepositData } from './deposit-data';
import { MethodIcon } from './MethodIcon';
import { Sheet } from './Sheet';
import { useLoad } from './use-load';
import { useMoney, useWalletCurrency } from './money';
import {
  checkDepositCode,
  createDeposit,
  errorText,
  fetchDepositInfo,
  fetchDepositRecommend,
  redeemDepositCode,
  type DepositCodeView,
  type PayChannel,
} from './wallet-api';
import { WalletFrame, WalletLoading, WalletRetry } from './WalletFrame';

/**
 * /deposit and /wallet/deposit (SPEC §2, §3 Deposit info, §9 limits): the methods the brand offers in the
 * player's currency (getDepositInfo: currency_list, pay_channel), the amount with quick picks, the brand's
 * minimum and the daily and total maximums, an optional deposit code (payin/code/check, then use), and the
 * USDT variant (`rechargeChannel=USDT`) with its network sheet. Creating the order keeps only the order's
 * id, amount and currency locally and opens /deposit-wait.
 */
export default function DepositPage() {
  const { t } = useLingui();
  // Play-money mode (issue #21): no deposit; the free daily chips instead.
  const play = usePlayMoneyState();
  return (
    <WalletFrame title={play ? t`Free chips` : t`Deposit`}>
      {play === null ? <WalletLoading /> : play ? <FreeChips /> : <DepositForm />}
    </WalletFrame>
  );
}

function DepositForm() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const brand = useBrand((s) => s.brand);
  const currency = useWalletCurrency();
  const money = useMoney();
  const usdtVariant = query.get('rechargeChannel')?.toUpperCase() === 'USDT';
  const info = useLoad(() => fetchDepositInfo(currency), currency);
  // payin/user/recommend: the player's usual method and amounts (the brand's presets without history).
  const recommend = useLoad(() => fetchDepositRecommend(currency), currency);
  const rec = recommend.data ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [network, setNetwork] = useState<string | null>(null);
  const [networkOpen, setNetworkOpen] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [code, setCode] = useState('');
  const [codeCheck, setCodeCheck] = useState<DepositCodeView | null>(null);
  const [codeKey, setCodeKey] = useState(() => crypto.randomUUID());
  const [card, setCard] = useState(EMPTY_CARD);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a retried tap after a lost answer creates the order once (server idempotency).
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());

  const channels = useMemo(() => info.data?.channels ?? [], [info.data]);
  const method: PayChannel | undefined = useMemo(() => {
    const wanted = chosen ?? (usdtVariant ? 'USDT' : rec?.method || null);
    return channels.find((c) => c.key === wanted) ?? channels[0];
  }, [channels, chosen, usdtVariant, rec]);
  const networks = method && method.family === 'crypto' ? (method.networks ?? cryptoNetworks(currency)) : [];
  const chosenNetwork = network && networks.includes(network) ? network : (networks[0] ?? null);

  const limits = info.data?.limits ?? depositLimits(brand.id, brand.market, currency);
  const quick = rec?.amounts.length
    ? rec.amounts
    : (info.data?.quickAmounts ?? DEPOSIT_QUICK_AMOUNTS[brand.id] ?? []);
  // Prefill the recommended amount once, unless the player already typed one.
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (prefilled || !rec) return;
    setPrefilled(true);
    if (rec.defaultAmount > 0) setAmountText((typed) => typed || trimMajor(rec.defaultAmount));
  }, [rec, prefilled]);
  const amount = parseMajorToMinor(amountText, currency);
  const ruleError: DepositRuleError | null =
    amount === null
      ? 'amount_invalid'
      : checkDepositAmount(limits, amount, info.data?.depositedToday ?? 0, info.data?.depositedTotal ?? 0);
  const amountMessage = (() => {
    switch (ruleError) {
      case null:
        return null;
      case 'amount_invalid':
        return amountText.trim() ? t`Enter a valid amount.` : t`Enter an amount.`;
      case 'below_min':
        return t`The minimum deposit is ${money(limits.min, currency)}.`;
      case 'above_daily':
        return t`This is above your daily deposit limit of ${money(limits.dailyMax, currency)}.`;
      case 'above_total':
        return t`This is above your total deposit limit of ${money(limits.totalMax, currency)}.`;
    }
  })();

  if (info.loading && !info.data) return <WalletLoading />;
  if (!info.data) return <WalletRetry onRetry={info.reload} />;

  const cardProblem = method?.family === 'card' ? checkCard(card, Date.now()) : null;

  /** payin/code/check first (what the code is worth), then payin/code/use credits it. */
  const onCode = async () => {
    if (!code.trim()) {
      setCodeError(t`Enter a deposit code.`);
      return;
    }
    setChecking(true);
    setCodeError(null);
    try {
      if (!codeCheck?.valid) {
        const result = await checkDepositCode(code.trim());
        setCodeCheck(result);
        if (!result.valid) setCodeError(t`This code is not valid.`);
      } else {
        const used = await redeemDepositCode(code.trim(), codeKey);
        showToast(t`${money(used.amount, used.currency)} was added to your balance.`, 'info');
        setCode('');
        setCodeCheck(null);
        setCodeKey(crypto.randomUUID());
        void refreshBalance();
      }
    } catch (error) {
      setCodeCheck(null);
      setCodeError(errorText(error));
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    setTried(true);
    if (ruleError || cardProblem || !method || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const order = await createDeposit({
        amount: amount!,
        currency,
        method: method.key,
        network: chosenNetwork ?? undefined,
        ...(method.family === 'card' ? { card } : {}),
        idempotencyKey: attemptKey,
      });
      const from = safeLocalPath(query.get('from')) ?? undefined;
      writeDepositData({
        orderId: order.orderId,
        amount: amount!,
        currencyCode: currency,
        ...(from ? { from } : {}),
      });
      setAttemptKey(crypto.randomUUID());
      const keep = ['noHeader', 'noSke', 'from'].filter((k) => query.get(k));
      const extra = keep.map((k) => `&${k}=${encodeURIComponent(query.get(k)!)}`).join('');
      void navigate(
        `${depositWaitRoute(method.key, currency)}?order_id=${encodeURIComponent(order.orderId)}${extra}`,
      );
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="wallet-form"
      aria-label={t`Deposit`}
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
      {brand.flags.multiCurrency && <CurrencyPicker currencies={info.data.currencies} />}
      {channels.length === 0 ? (
        <p className="wallet-note">{t`No deposit method is available for ${currency} right now.`}</p>
      ) : (
        <fieldset className="wallet-fieldset">
          <legend className="field-label">{t`Payment method`}</legend>
          <div className="method-grid" role="radiogroup" aria-label={t`Payment method`}>
            {channels.map((c) => (
              <button
                key={c.key}
                type="button"
                role="radio"
                aria-checked={method?.key === c.key}
                aria-label={c.name}
                className="method-option"
                onClick={() => setChosen(c.key)}
              >
                <MethodIcon channel={c} />
                <span>{c.name}</span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {networks.length > 0 && (
        <div className="field">
          <span className="field-label">{t`Network`}</span>
          <button
            type="button"
            className="wallet-select"
            onClick={() => setNetworkOpen(true)}
            aria-haspopup="dialog"
            aria-label={t`Network: ${chosenNetwork ?? ''}`}
          >
            <span>{chosenNetwork}</span>
            <span aria-hidden="true">▾</span>
          </button>
          <p className="field-hint">{t`Send only ${currency} on the ${chosenNetwork ?? ''} network.`}</p>
        </div>
      )}
      <Sheet open={networkOpen} title={t`Choose a network`} onClose={() => setNetworkOpen(false)}>
        <div role="radiogroup" aria-label={t`Network`} className="option-stack">
          {networks.map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={n === chosenNetwork}
              className="sheet-option"
              onClick={() => {
                setNetwork(n);
                setNetworkOpen(false);
              }}
            >
              {n}
            </button>
          ))}
        </div>
      </Sheet>
      <Field
        label={t`Amount (${currency})`}
        value={amountText}
        onChange={(v) => setAmountText(v.replace(/[^\d.,]/g, ''))}
        inputMode="numeric"
        error={tried ? amountMessage : null}
        autoComplete="off"
      />
      <div className="quick-amounts" role="group" aria-label={t`Quick amounts`}>
        {quick.map((q) => (
          <button
            key={q}
            type="button"
            className="quick-amount"
            aria-pressed={amount === q}
            onClick={() => setAmountText(trimMajor(q))}
          >
            {wholeMoney(money(q, currency))}
          </button>
        ))}
      </div>
      {rec && rec.lastAmount > 0 && (
        <p className="field-hint">{t`Your last deposit: ${money(rec.lastAmount, currency)}`}</p>
      )}
      <ul className="wallet-limits" aria-label={t`Deposit limits`}>
        <li>{t`Minimum: ${money(limits.min, currency)}`}</li>
        <li>{t`Daily maximum: ${money(limits.dailyMax, currency)}`}</li>
        <li>{t`Total maximum: ${money(limits.totalMax, currency)}`}</li>
      </ul>
      {method?.family === 'card' && (
        <CardFields card={card} onChange={setCard} problem={tried ? cardProblem : null} />
      )}
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={pending || !method}
        aria-busy={pending}
      >
        {amount && !ruleError ? t`Deposit ${money(amount, currency)}` : t`Deposit`}
      </button>
      <Field
        label={t`Deposit code`}
        value={code}
        onChange={(v) => {
          setCode(v.slice(0, 32));
          setCodeCheck(null);
          setCodeError(null);
        }}
        error={codeError}
        autoComplete="off"
        trailing={
          <button
            type="button"
            className="field-action"
            onClick={onCode}
            disabled={checking}
            aria-busy={checking}
          >
            {codeCheck?.valid ? t`Redeem` : t`Check`}
          </button>
        }
      />
      {codeCheck?.valid && (
        <p className="wallet-ok" role="status">
          {t`This code is worth ${money(codeCheck.amount, codeCheck.currency)}. Tap Redeem to add it.`}
        </p>
      )}
    </form>
  );
}

/** "R$ 50.00" -> "R$ 50", "100,00 USDT" -> "100 USDT": quick picks are whole amounts, shown short. */
const wholeMoney = (text: string): string => text.replace(/[.,]00(?=\D|$)/, '');

/** 5000 minor -> "50", 5050 -> "50.50": what the player would have typed. */
function trimMajor(minor: number): string {
  return toMajor(minor).replace(/\.00$/, '');
}
