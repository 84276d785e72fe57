import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { iosPurchaseStep, payinDetailOutcome } from '../../../core/wallet';
import { refreshBalance } from '../../platform/balance';
import { postNative } from '../../platform/device';
import { CopyValue } from './CopyValue';
import { clearDepositData, readDepositData } from './deposit-data';
import { QrCode } from './QrCode';
import { useMoney } from './money';
import { toDepositOrder, type DepositOrder } from './wallet-api';
import { SandboxPanel } from './SandboxPanel';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import { WalletFrame, WalletLoading, WalletRetry } from './WalletFrame';

/**
 * /deposit-wait (SPEC §4, §9 "Deposit status poll 10 s"): what the provider asked the player to do for this
 * order (QR and copy-paste code with its expiry, SPEI CLABE and reference, OXXO voucher, USDT address and
 * network, card form), checked every 10 s with payin/order/status until it is over, then /deposit-result.
 * The sandbox provider's control (mark paid / failed / expired) is how a player pays without a real one.
 */
export default function DepositWaitPage() {
  const { t } = useLingui();
  return (
    <WalletFrame title={t`Waiting for payment`}>
      <DepositWait />
    </WalletFrame>
  );
}

/** Inside the iOS shell: the App Store purchase report of SPEC §4. */
const isIosShell = () =>
  Boolean(
    (window as unknown as { webkit?: { messageHandlers?: { native?: unknown } } }).webkit?.messageHandlers
      ?.native,
  );

/** The pending order of the query (or of this device's last deposit): its instructions, or a way back. */
export function DepositWait({ intro }: { intro?: ReactNode }) {
  const [query] = useSearchParams();
  const orderId = query.get('order_id') ?? readDepositData()?.orderId ?? null;
  return orderId ? <WaitForOrder orderId={orderId} intro={intro} /> : <NoOrder />;
}

/** `intro`: the method's own words above its instructions (the Thai screens, ThaiPayPages.tsx). */
function WaitForOrder({ orderId, intro }: { orderId: string; intro?: ReactNode }) {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const money = useMoney();
  // The engine checks the order every 10 s until it is over (topic payinOrder), and at once when asked.
  const params = useMemo(() => ({ order_id: orderId }), [orderId]);
  const topic = useTopic('payinOrder', params);
  const order = useMemo(() => (topic.data ? toDepositOrder(topic.data) : null), [topic.data]);

  const left = useRef(false);
  useEffect(() => {
    if (left.current || !order || payinDetailOutcome(order.payStatus) === 'pending') return;
    left.current = true; // Once: the navigation below changes the query this effect reads.
    if (isIosShell() && iosPurchaseStep(order.payStatus) === 'report') {
      postNative('purchase/report', {
        order_id: order.orderId,
        amount: order.amount,
        currency: order.currency,
      });
    }
    void refreshBalance();
    const keep = ['noHeader', 'from'].filter((k) => query.get(k));
    const extra = keep.map((k) => `&${k}=${encodeURIComponent(query.get(k)!)}`).join('');
    void navigate(`/deposit-result?order_id=${encodeURIComponent(order.orderId)}${extra}`, { replace: true });
  }, [order, navigate, query]);

  if (!order && topic.status === 'error') return <WalletRetry onRetry={topic.refresh} />;
  if (!order) return <WalletLoading />;

  return (
    <div className="wallet-panel">
      <section className="wait-summary" aria-label={t`Order`}>
        <p className="wait-amount">{money(order.amount, order.currency)}</p>
        <p className="wallet-note">
          {t`Order ${order.orderId}`} · {order.methodName}
        </p>
        <p className="wait-status" role="status" aria-live="polite">
          <span className="spinner-dot" aria-hidden="true" />
          {t`Waiting for your payment. This page checks every 10 seconds.`}
        </p>
      </section>
      {intro}
      <PayInstructions order={order} />
      {order.sandboxControl && (
        <SandboxPanel
          orderId={order.orderId}
          outcomes={['paid', 'failed', 'expired']}
          // Check at once instead of waiting for the next 10 s poll.
          onSettled={() => refreshTopic('payinOrder', params)}
        />
      )}
    </div>
  );
}

function NoOrder() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => clearDepositData(), []);
  return (
    <div className="wallet-panel">
      <p className="wallet-note">{t`There is no deposit waiting for payment.`}</p>
      <button type="button" className="button button-primary" onClick={() => void navigate('/deposit')}>
        {t`Make a deposit`}
      </button>
    </div>
  );
}

/** Seconds left until `expiresAt`, ticking every second; null without an expiry. */
function useCountdown(expiresAt: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const id = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(id);
  }, [expiresAt]);
  if (!expiresAt) return null;
  return Math.max(0, Math.floor((expiresAt - now) / 1_000));
}

function Countdown({ expiresAt }: { expiresAt: number | undefined }) {
  const { t } = useLingui();
  const left = useCountdown(expiresAt);
  if (left === null) return null;
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <p className="wait-expiry" aria-live="off">
      {left > 0 ? t`Expires in ${mm}:${ss}` : t`This payment code has expired.`}
    </p>
  );
}

function PayInstructions({ order }: { order: DepositOrder }) {
  const { t } = useLingui();
  const p = order.pay;
  switch (order.family) {
    case 'qr':
      return (
        <section className="pay-box" aria-label={t`Pay with QR code`}>
          <p className="wallet-note">{t`Scan the QR code in your bank app, or copy the code and paste it there.`}</p>
          {p.qr && (
            <div className="qr-frame">
              <QrCode value={p.qr} label={t`QR code to pay ${order.methodName}`} />
            </div>
          )}
          {(p.copyCode ?? p.qr) && <CopyValue label={t`Payment code`} value={(p.copyCode ?? p.qr)!} />}
          <Countdown expiresAt={order.expiresAt} />
        </section>
      );
    case 'bank_reference':
      return (
        <section className="pay-box" aria-label={t`Pay by bank transfer`}>
          <p className="wallet-note">{t`Make a transfer from your bank with exactly these details.`}</p>
          {p.bank && <Detail label={t`Bank`} value={p.bank} />}
          {p.beneficiary && <Detail label={t`Beneficiary`} value={p.beneficiary} />}
          {p.clabe && (
            // SPEI's 18-digit account is a CLABE; every other transfer names an account number.
            <CopyValue label={order.method === 'SPEI' ? t`CLABE` : t`Account number`} value={p.clabe} />
          )}
          {p.reference && <CopyValue label={t`Reference`} value={p.reference} />}
          <Countdown expiresAt={order.expiresAt} />
        </section>
      );
    case 'voucher':
      return (
        <section className="pay-box" aria-label={t`Pay in cash`}>
          <p className="wallet-note">{t`Show this voucher at the store and pay in cash.`}</p>
          {p.voucher && <CopyValue label={t`Voucher number`} value={p.voucher} />}
          {p.barcode && (
            <figure className="barcode-box">
              <Barcode value={p.barcode} />
              <figcaption className="mono">{p.barcode}</figcaption>
            </figure>
          )}
          <Countdown expiresAt={order.expiresAt} />
        </section>
      );
    case 'crypto':
      return (
        <section className="pay-box" aria-label={t`Pay with crypto`}>
          <p className="wallet-note">
            {t`Send ${order.currency} on the ${p.network ?? ''} network to this address. Other networks lose the funds.`}
          </p>
          {p.network && <Detail label={t`Network`} value={p.network} />}
          {p.address && (
            <div className="qr-frame">
              <QrCode value={p.address} label={t`QR code of the deposit address`} />
            </div>
          )}
          {p.address && <CopyValue label={t`Deposit address`} value={p.address} />}
          <Countdown expiresAt={order.expiresAt} />
        </section>
      );
    case 'card':
      return (
        <section className="pay-box" aria-label={t`Pay by card`}>
          <p className="wallet-note">
            {p.message ??
              t`Your card payment is being processed. You may be asked to confirm it in your bank app.`}
          </p>
        </section>
      );
    default:
      return (
        <section className="pay-box" aria-label={t`Pay in your wallet app`}>
          <p className="wallet-note">
            {p.message ?? t`Confirm the payment request in your ${order.methodName} app.`}
          </p>
          {p.reference && <CopyValue label={t`Reference`} value={p.reference} />}
          {p.redirectUrl && (
            <a className="button button-primary button-block" href={p.redirectUrl} rel="noreferrer">
              {t`Open ${order.methodName}`}
            </a>
          )}
          <Countdown expiresAt={order.expiresAt} />
        </section>
      );
  }
}

/**
 * The voucher's number as bars for the cashier's scanner: each digit drawn as its 4-bit pattern (wide bar 1,
 * narrow 0) between guard bars. A picture of the number for the till; the number itself is printed below.
 */
function Barcode({ value }: { value: string }) {
  const { t } = useLingui();
  const bars: number[] = [2, 1, 2];
  for (const ch of value.replace(/\D/g, '')) {
    const d = Number(ch);
    for (let bit = 3; bit >= 0; bit--) bars.push((d >> bit) & 1 ? 3 : 1, 1);
  }
  bars.push(2, 1, 2);
  let x = 4;
  const rects = bars.map((w, i) => {
    const r = i % 2 === 0 ? <rect key={i} x={x} y={0} width={w} height={40} /> : null;
    x += w;
    return r;
  });
  return (
    <svg
      className="barcode"
      role="img"
      aria-label={t`Barcode of the voucher`}
      viewBox={`0 0 ${x + 4} 40`}
      preserveAspectRatio="none"
    >
      <rect width={x + 4} height={40} fill="#fff" />
      <g fill="#000">{rects}</g>
    </svg>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="detail-row">
      <span className="field-label">{label}</span>
      <span>{value}</span>
    </div>
  );
}
