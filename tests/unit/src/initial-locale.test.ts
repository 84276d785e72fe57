/**
 * SPEC §1: the first visit's language comes from the country. The server names the country in the shell
 * (`<html data-country>`) only when a trusted proxy said it; the page must believe it even when it is the
 * brand's own country, and keep believing it when the service worker serves its own copy of the shell.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseInitialLocale } from '../../../src/app/boot';
import { resolveBrandState, useBrand } from '../../../src/app/stores/brand';
import { StorageKey, writeStored } from '../../../src/platform/storage';

const englishPhone = ['en-US', 'en'];

function onBrand(appKey: string) {
  useBrand.setState(resolveBrandState({ host: 'localhost', search: `?app_key=${appKey}` }), true);
}

function shell(country?: string): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  if (country) doc.documentElement.dataset.country = country;
  return doc;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(englishPhone);
});
afterEach(() => vi.restoreAllMocks());

describe('the first language (SPEC §1 country rule)', () => {
  it('a first visit from Mexico gets Spanish on the Mexican brand even with an English phone', () => {
    onBrand('golazo_mx');
    expect(chooseInitialLocale(shell('MX'))).toBe('es-MX');
  });

  it('without a known country, the English phone wins over the brand default', () => {
    onBrand('golazo_mx');
    expect(chooseInitialLocale(shell())).toBe('en');
  });

  it("the service worker's shell has no country: the one the server named before still decides", () => {
    onBrand('placar_br');
    expect(chooseInitialLocale(shell('BR'))).toBe('pt-BR');
    // A brand switch on the same device, the shell now from the service worker.
    onBrand('golazo_mx');
    expect(chooseInitialLocale(shell())).toBe('pt-BR');
  });

  it("a player's own choice beats the country", () => {
    onBrand('golazo_mx');
    writeStored(StorageKey.locale, 'ru');
    expect(chooseInitialLocale(shell('MX'))).toBe('ru');
  });

  it('ignores anything but two capital letters', () => {
    onBrand('golazo_mx');
    expect(chooseInitialLocale(shell('mx"><script>'))).toBe('en');
  });
});
