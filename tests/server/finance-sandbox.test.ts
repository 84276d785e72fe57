import { describe, expect, it } from 'vitest';
import { METHOD_FAMILY, type PayMethod } from '../../core/wallet/methods';
import {
  CALLBACK_TOLERANCE_MS,
  DECLINED_CARD,
  buildSandboxCallback,
  createSandboxProvider,
  luhnOk,
  signCallback,
  verifyCallbackSignature,
} from '../../server/payments/sandbox';

const secret = 'test-secret-test-secret-test-secret';
const sandbox = createSandboxProvider(secret);
const start = (method: PayMethod, extra: object = {}) =>
  sandbox.startPayin({
    orderId: 'PI123ABC',
    method,
    family: METHOD_FAMILY[method],
    amount: 12345,
    currency: 'BRL',
    expiresAt: 0,
    ...extra,
  });

describe('sandbox provider instructions per method family', () => {
  it.each(['PIX', 'PHQR', 'ThaiQR', 'DuitNowQR'] as PayMethod[])(
    '%s: a QR payload and the same copy code',
    async (m) => {
      const r = await start(m);
      expect(r.ok).toBe(true);
      expect(r.instructions.family).toBe('qr');
      expect(r.instructions.qr_payload).toContain('123.45');
      expect(r.instructions.copy_code).toBe(r.instructions.qr_payload);
    },
  );

  it('is stable per order (asking twice gives the same codes) and differs between orders', async () => {
    expect(await start('PIX')).toEqual(await start('PIX'));
    const other = await start('PIX', { orderId: 'PI999' });
    expect(other.instructions.qr_payload).not.toBe((await start('PIX')).instructions.qr_payload);
  });

  it.each(['SPEI', 'BankTransfer', 'PSE'] as PayMethod[])('%s: a bank reference', async (m) => {
    const r = await start(m);
    expect(r.instructions).toMatchObject({ family: 'bank_reference' });
    expect(r.instructions.reference).toMatch(/^\d{10}$/);
    if (m === 'SPEI') expect(r.instructions.account_no).toMatch(/^\d{18}$/);
  });

  it.each(['OXXOPay', 'Efecty'] as PayMethod[])('%s: a voucher number', async (m) => {
    expect((await start(m)).instructions.voucher_no).toMatch(/^\d{14}$/);
  });

  it('USDT: an address per network', async () => {
    expect((await start('USDT', { network: 'TRC20' })).instructions.address).toMatch(/^T\w{33}$/);
    expect((await start('USDT', { network: 'BEP20' })).instructions.address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('card: the form, a Luhn-valid card pending, a declined or invalid card refused', async () => {
    expect((await start('Card')).instructions.card_fields).toEqual(['number', 'holder', 'expiry', 'cvv']);
    const card = (number: string) => ({ card: { number, holder: 'A', expiry: '12/30', cvv: '123' } });
    expect((await start('Card', card('4242 4242 4242 4242'))).ok).toBe(true);
    expect((await start('Card', card(DECLINED_CARD))).ok).toBe(false);
    expect((await start('Card', card('4242424242424241'))).ok).toBe(false);
    expect(luhnOk('4242424242424242')).toBe(true);
    expect(luhnOk('42')).toBe(false);
  });

  it.each(['GCASH', 'MPESA', 'UPI'] as PayMethod[])('%s: push or redirect', async (m) => {
    const r = await start(m, { phone: '123' });
    expect(r.instructions).toMatchObject({ family: 'ewallet', message: 'push_sent' });
    expect(r.instructions.redirect_url).toMatch(/^https:\/\//);
  });
});

describe('callback signatures', () => {
  const now = 1_800_000_000_000;
  const signed = buildSandboxCallback(
    secret,
    { order_id: 'PI1', direction: 'payin', status: 'paid', amount: 100, currency: 'BRL', provider_ref: 'r' },
    now,
  );
  const ts = signed.headers['x-sandbox-timestamp']!;
  const sig = signed.headers['x-sandbox-signature']!;

  it('accepts the signed body within the tolerance', () => {
    expect(verifyCallbackSignature(secret, ts, sig, signed.raw, now)).toBe('ok');
    expect(verifyCallbackSignature(secret, ts, sig, signed.raw, now + CALLBACK_TOLERANCE_MS)).toBe('ok');
  });
  it('refuses another body, secret, timestamp, or a malformed signature', () => {
    expect(verifyCallbackSignature(secret, ts, sig, signed.raw.replace('100', '101'), now)).toBe(
      'bad_signature',
    );
    expect(verifyCallbackSignature('x'.repeat(32), ts, sig, signed.raw, now)).toBe('bad_signature');
    expect(verifyCallbackSignature(secret, String(now + 1), sig, signed.raw, now)).toBe('bad_signature');
    expect(verifyCallbackSignature(secret, ts, undefined, signed.raw, now)).toBe('bad_signature');
    expect(verifyCallbackSignature(secret, ts, 'zz', signed.raw, now)).toBe('bad_signature');
  });
  it('refuses a validly signed but stale or future callback', () => {
    const old = String(now - CALLBACK_TOLERANCE_MS - 1);
    expect(verifyCallbackSignature(secret, old, signCallback(secret, old, signed.raw), signed.raw, now)).toBe(
      'stale',
    );
    expect(verifyCallbackSignature(secret, ts, sig, signed.raw, now + CALLBACK_TOLERANCE_MS + 1)).toBe(
      'stale',
    );
  });
});
