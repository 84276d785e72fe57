/**
 * What a registration on the Brazilian brand (the tests' default) needs since issue #21: the terms, the age
 * confirmation, a date of birth and a CPF that no other test player has (the sandbox identity provider
 * confirms any valid CPF but its two documented ones).
 */
import { cpfFromNine } from '../../../core/rg/cpf';

let seq = 0;

export function uniqueCpf(): string {
  seq++;
  // 2xx.xxx.xxx: never the sandbox's documented "not found" (111.444.777-35) or "under age" (123.456.789-09).
  const nine = `2${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(5, '0')}`;
  return cpfFromNine(nine.slice(0, 9));
}

export function registration(): {
  terms_accepted: true;
  age_confirmed: true;
  birth_date: string;
  cpf: string;
} {
  return { terms_accepted: true, age_confirmed: true, birth_date: '1990-01-15', cpf: uniqueCpf() };
}
