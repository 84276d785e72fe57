import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_TEXT_EN, toastText } from '../../../core/api/messages';

describe('toastText (SPEC §8 failed interface call)', () => {
  it('prefers the server error_msg', () => {
    expect(toastText({ error_msg: 'Saldo insuficiente' }, FALLBACK_ERROR_TEXT_EN)).toBe('Saldo insuficiente');
  });

  it('uses the fallback when the server sent no message', () => {
    expect(toastText({ error_msg: '' }, 'Texto traduzido')).toBe('Texto traduzido');
    expect(toastText({ error_msg: '   ' }, 'Texto traduzido')).toBe('Texto traduzido');
    expect(toastText(undefined, FALLBACK_ERROR_TEXT_EN)).toBe(FALLBACK_ERROR_TEXT_EN);
  });

  it('has the catalogue English fallback wording', () => {
    expect(FALLBACK_ERROR_TEXT_EN).toBe(
      'The interface responds abnormally, please contact the administrator',
    );
  });
});
