/**
 * Brazilian CPF (Cadastro de Pessoas Físicas): 11 digits, the last two check digits (mod 11). Accepts the
 * bare digits or the usual `000.000.000-00` mask; a CPF of one repeated digit is refused (valid by the sums,
 * never issued).
 */
export function cpfDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(input: string): boolean {
  const digits = cpfDigits(input);
  if (!digits || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** `12345678909` -> `123.456.789-09` (for display). */
export function formatCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** The CPF (11 digits) whose first nine digits are `nine`, with its two check digits. */
export function cpfFromNine(nine: string): string {
  if (!/^\d{9}$/.test(nine)) throw new Error('cpfFromNine: nine digits');
  const ten = nine + String(checkDigit(nine, 9));
  return ten + String(checkDigit(ten, 10));
}
