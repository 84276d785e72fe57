/**
 * The built-in SANDBOX payment provider: behaves like the real ones per method family, moves no real money.
 * - qr (PIX, PHQR, ThaiQR, DuitNowQR): an EMV-like QR payload and the same text as copy-paste code;
 * - bank_reference (SPEI, BankTransfer, PSE, IMPS, Transfiya): a bank, an account (an 18-digit CLABE for
 *   SPEI) and a reference;
 * - voucher (OXXOPay, Efecty, CASH, Cashier): a voucher number and barcode to pay in cash;
 * - crypto (USDT, TRC20): a deposit address on the chosen network (TRC20 T..., ERC20/BEP20 0x...);
 * - card: the card form (card_fields) when no card was sent; with a card: Luhn-checked, number
 *   4000 0000 0000 0002 is declined (order failed at once);
 * - ewallet (GCASH, MPESA, UPI, ...): a push message to the phone and a redirect URL.
 * Every code is derived from the order id, so asking twice gives the same instructions.
 *
 * Payment is confirmed ONLY by a signed callback to POST /api/piranha/finance/callback/sandbox: headers
 * `x-sandbox-timestamp` (Unix ms) and `x-sandbox-signature` = hex HMAC-SHA256(secret, `${ts}.${raw body}`).
 * The sandbox control (finance/sandbox/order/mark) builds and signs such a callback, as the provider would.
 *
 * Its books (db/schema-sandbox.ts, when given a database) record what it accepted and how it settled, the
 * way a real provider keeps them: its statement (reconciliation, issue #24) is read from them.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { PayInstructions, ProviderCallback } from '../../core/contract/schemas/finance';
import type { DbOrTx } from '../db/database';
import { sandboxProviderLines } from '../db/schema-sandbox';
import type { ProviderAdapter, StatementLine } from './provider';

export const SANDBOX_PROVIDER = 'sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** A callback older or newer than this is refused (clock skew + network delay). */
export const CALLBACK_TOLERANCE_MS = 5 * 60 * 1000;

const digest = (secret: string, parts: string) => createHash('sha256').update(`${secret}:${parts}`).digest();

/** n decimal digits derived from the order id (stable per order). */
function digits(secret: string, seed: string, n: number): string {
  const bytes = digest(secret, seed);
  let out = '';
  for (let i = 0; out.length < n; i++) out += String(bytes[i % bytes.length]! % 10);
  return out;
}

function hex(secret: string, seed: string, n: number): string {
  return digest(secret, seed).toString('hex').repeat(2).slice(0, n);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58(secret: string, seed: string, n: number): string {
  const bytes = digest(secret, seed);
  let out = '';
  for (let i = 0; out.length < n; i++) out += BASE58[bytes[i % bytes.length]! % 58];
  return out;
}

/** Luhn check of a card number (digits only). */
export function luhnOk(number: string): boolean {
  if (!/^\d{13,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The sandbox's test card that is always declined. */
export const DECLINED_CARD = '4000000000000002';

const BANKS: Record<string, string> = {
  SPEI: 'STP',
  BankTransfer: 'Sandbox Bank',
  PSE: 'PSE Bancolombia',
  IMPS: 'Sandbox Bank India',
  Transfiya: 'Transfiya',
};

type SandboxStatus = StatementLine['status'];

/** Records a payin or payout the sandbox accepted (once per provider reference: a retried start is the same). */
async function book(
  books: DbOrTx | undefined,
  line: Omit<StatementLine, 'updatedAt' | 'createdAt'>,
  at: number,
): Promise<void> {
  if (!books) return;
  await books
    .insert(sandboxProviderLines)
    .values({
      providerRef: line.providerRef,
      orderNo: line.orderId,
      direction: line.direction,
      amount: line.amount,
      currency: line.currency,
      status: line.status,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    .onConflictDoNothing();
}

/**
 * The sandbox settles an order on its side (the "sandbox pays" control, or the seed's lost callback): its
 * books say so whether or not our callback handler ever hears of it. A settled line does not change again.
 */
export async function sandboxSettle(
  books: DbOrTx,
  orderNo: string,
  status: Exclude<SandboxStatus, 'pending'>,
  at: number,
): Promise<void> {
  await books
    .update(sandboxProviderLines)
    .set({ status, updatedAt: new Date(at) })
    .where(and(eq(sandboxProviderLines.orderNo, orderNo), eq(sandboxProviderLines.status, 'pending')));
}

/**
 * The sandbox provider. `books`: where it keeps its own records (omitted: it remembers nothing and its
 * statement is empty); `now`: its clock.
 */
export function createSandboxProvider(
  secret: string,
  books?: DbOrTx,
  now: () => number = Date.now,
): ProviderAdapter {
  return {
    id: SANDBOX_PROVIDER,
    families: ['qr', 'bank_reference', 'voucher', 'crypto', 'card', 'ewallet'],
    async startPayin(req) {
      const providerRef = `SBX-${hex(secret, `ref:${req.orderId}`, 16).toUpperCase()}`;
      const amountMajor = `${Math.trunc(req.amount / 100)}.${String(req.amount % 100).padStart(2, '0')}`;
      let instructions: PayInstructions;
      switch (req.family) {
        case 'qr': {
          const payload =
            `000201010212${req.method}26${hex(secret, `qr:${req.orderId}`, 32)}` +
            `5303${req.currency}54${amountMajor.length.toString().padStart(2, '0')}${amountMajor}` +
            `62${req.orderId.length.toString().padStart(2, '0')}${req.orderId}6304${hex(secret, `crc:${req.orderId}`, 4).toUpperCase()}`;
          instructions = { family: 'qr', qr_payload: payload, copy_code: payload };
          break;
        }
        case 'bank_reference':
          instructions = {
            family: 'bank_reference',
            bank_name: BANKS[req.method] ?? 'Sandbox Bank',
            account_no:
              req.method === 'SPEI'
                ? `646180${digits(secret, `clabe:${req.orderId}`, 12)}`
                : digits(secret, `acct:${req.orderId}`, 14),
            beneficiary: 'Sandbox Payments Ltd',
            reference: digits(secret, `refno:${req.orderId}`, 10),
          };
          break;
        case 'voucher': {
          const voucher = digits(secret, `voucher:${req.orderId}`, 14);
          instructions = { family: 'voucher', voucher_no: voucher, barcode: `9${voucher}0` };
          break;
        }
        case 'crypto': {
          const network = req.network ?? 'TRC20';
          const address =
            network === 'TRC20'
              ? `T${base58(secret, `addr:${req.orderId}`, 33)}`
              : network === 'ERC20' || network === 'BEP20'
                ? `0x${hex(secret, `addr:${req.orderId}`, 40)}`
                : `sbx1${hex(secret, `addr:${req.orderId}`, 38)}`;
          instructions = { family: 'crypto', address, network };
          break;
        }
        case 'card': {
          if (!req.card) {
            instructions = { family: 'card', card_fields: ['number', 'holder', 'expiry', 'cvv'] };
            break;
          }
          const number = req.card.number.replace(/[\s-]/g, '');
          if (number === DECLINED_CARD || !luhnOk(number)) {
            await book(books, { ...payinLine(req, providerRef), status: 'failed' }, now());
            return {
              ok: false,
              providerRef,
              reason: 'card_declined',
              instructions: { family: 'card', message: 'card_declined' },
            };
          }
          instructions = { family: 'card', message: '3ds_pending' };
          break;
        }
        case 'ewallet':
          instructions = {
            family: 'ewallet',
            message: req.phone ? 'push_sent' : 'open_app',
            redirect_url: `https://sandbox.pay.invalid/${req.method.toLowerCase()}/${req.orderId}`,
          };
          break;
      }
      await book(books, { ...payinLine(req, providerRef), status: 'pending' }, now());
      return { ok: true, providerRef, instructions };
    },
    async startPayout(req) {
      const providerRef = `SBX-PO-${hex(secret, `payout:${req.orderId}`, 16).toUpperCase()}`;
      // The payout's line carries what the player receives: the amount the provider sends.
      await book(
        books,
        {
          providerRef,
          orderId: req.orderId,
          direction: 'payout',
          amount: req.amount,
          currency: req.currency,
          status: 'pending',
        },
        now(),
      );
      return { providerRef };
    },
    async statement({ from, to }) {
      if (!books) return [];
      const rows = await books
        .select()
        .from(sandboxProviderLines)
        .where(
          and(
            gte(sandboxProviderLines.createdAt, new Date(from)),
            lt(sandboxProviderLines.createdAt, new Date(to)),
          ),
        )
        .orderBy(asc(sandboxProviderLines.createdAt));
      return rows.map((r) => ({
        providerRef: r.providerRef,
        orderId: r.orderNo,
        direction: r.direction as StatementLine['direction'],
        amount: r.amount,
        currency: r.currency,
        status: r.status as SandboxStatus,
        createdAt: r.createdAt.getTime(),
        updatedAt: r.updatedAt.getTime(),
      }));
    },
  };
}

const payinLine = (req: { orderId: string; amount: number; currency: string }, providerRef: string) => ({
  providerRef,
  orderId: req.orderId,
  direction: 'payin' as const,
  amount: req.amount,
  currency: req.currency,
});

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}`. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale';

/** Verifies a callback's signature (constant time) and its timestamp against `now`. */
export function verifyCallbackSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  now: number,
): SignatureCheck {
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) {
    return 'bad_signature';
  }
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  if (Math.abs(now - Number(timestamp)) > CALLBACK_TOLERANCE_MS) return 'stale';
  return 'ok';
}

/** A callback as the sandbox provider would send it: body, raw JSON and signature headers. */
export function buildSandboxCallback(
  secret: string,
  body: Omit<ProviderCallback, 'callback_id'> & { callback_id?: string },
  now: number,
): { body: ProviderCallback; raw: string; headers: Record<string, string> } {
  const full: ProviderCallback = {
    callback_id: body.callback_id ?? `cb_${randomBytes(12).toString('hex')}`,
    ...body,
  } as ProviderCallback;
  const ordered: ProviderCallback = {
    callback_id: full.callback_id,
    order_id: full.order_id,
    direction: full.direction,
    status: full.status,
    amount: full.amount,
    currency: full.currency,
    provider_ref: full.provider_ref,
  };
  const raw = JSON.stringify(ordered);
  const timestamp = String(now);
  return {
    body: ordered,
    raw,
    headers: { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signCallback(secret, timestamp, raw) },
  };
}
