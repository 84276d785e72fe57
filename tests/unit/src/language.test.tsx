import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@lingui/core';
import LanguagePage from '../../../src/features/settings/LanguagePage';
import { useSettings } from '../../../src/app/stores/settings';
import { cleanup, click, getByRole, queryAllByRole, render } from './dom';
import { storageKey } from '../../../src/platform/storage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  useSettings.setState({ locale: 'en' });
  document.documentElement.lang = 'en';
});

describe('/setting/language', () => {
  it('lists the eight languages by their own names, the current one checked', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/setting/language']}>
        <LanguagePage />
      </MemoryRouter>,
    );
    const names = queryAllByRole(container, 'radio').map((r) => r.closest('label')!.textContent);
    expect(names).toEqual([
      'English',
      'Español',
      'Português',
      'Русский',
      'Tiếng Việt',
      'ไทย',
      '简体中文',
      'Bahasa Melayu',
    ]);
    expect((getByRole(container, 'radio', 'English') as HTMLInputElement).checked).toBe(true);
    expect(getByRole(container, 'heading', 'Language')).toBeTruthy();
    expect(getByRole(container, 'button', 'Back')).toBeTruthy();
  });

  it('choosing Português switches the interface language at once and remembers it', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/setting/language']}>
        <LanguagePage />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'radio', 'Português'));
    await expect.poll(() => document.documentElement.lang, { timeout: 10_000 }).toBe('pt-BR');
    expect(i18n.locale).toBe('pt-BR');
    expect(useSettings.getState().locale).toBe('pt-BR');
    expect(localStorage.getItem(storageKey('lang'))).toBe('pt-BR');
    await expect
      .poll(() => (getByRole(container, 'radio', 'Português') as HTMLInputElement).checked)
      .toBe(true);
    expect((getByRole(container, 'radio', 'English') as HTMLInputElement).checked).toBe(false);
  });
});
