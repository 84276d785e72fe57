import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { formatMoneyText } from '../../../src/platform/money-text';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('formatMoneyText', () => {
  it('names the play chips in English by default', () => {
    expect(formatMoneyText(150_00, 'XPC', { locale: 'en', market: 'IN' })).toBe('150 chips');
  });

  it("names the play chips in the player's language (the catalog's word, not the table's)", () => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: { [generateMessageId('chips')]: 'fichas' } });
    expect(formatMoneyText(1_500_00, 'XPC', { locale: 'pt-BR' })).toBe('1.500 fichas');
  });

  it('leaves real currencies as core formats them', () => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: { [generateMessageId('chips')]: 'fichas' } });
    expect(formatMoneyText(123456, 'BRL', { locale: 'pt-BR' })).toBe('R$ 1.234,56');
  });
});
