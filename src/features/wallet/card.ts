/** Card form checks (the sandbox card method): digits, Luhn, a future expiry, a 3-4 digit CVC. Pure. */
export type CardError = 'number' | 'expiry' | 'cvc' | 'holder';

export function luhnOk(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" not before the current month (`now` in ms, UTC). */
export function expiryOk(text: string, now: number): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  const d = new Date(now);
  return year * 12 + month >= d.getUTCFullYear() * 12 + d.getUTCMonth() + 1;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export function checkCard(card: CardInput, now: number): CardError | null {
  if (!luhnOk(card.number.replace(/\s/g, ''))) return 'number';
  if (!expiryOk(card.expiry, now)) return 'expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'cvc';
  if (!card.holder.trim()) return 'holder';
  return null;
}
