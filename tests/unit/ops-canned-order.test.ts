/** The console's canned answers order (src/ops/canned-order.ts): the chat's language first, each group by title. */
import { describe, expect, it } from 'vitest';
import { byChatLanguage, chatLangOf } from '../../src/ops/canned-order';

describe('canned answers order', () => {
  it("puts the chat's language first, then the others, by title", () => {
    const list = [
      { title: 'Saludo', lang: 'es-MX' },
      { title: 'Verificação', lang: 'pt-BR' },
      { title: 'Bônus', lang: 'pt-BR' },
      { title: 'Greeting', lang: 'en' },
    ];
    expect(byChatLanguage(list, 'pt-BR').map((a) => a.title)).toEqual([
      'Bônus',
      'Verificação',
      'Greeting',
      'Saludo',
    ]);
    expect(list[0]!.title).toBe('Saludo');
  });

  it("takes the brand's language as the chat's", () => {
    expect(chatLangOf('br')).toBe('pt-BR');
    expect(chatLangOf('nope')).toBe('en');
  });
});
